/**
 * How each provider announces a spot interruption, and a watcher that sees it. Notice times and
 * delivery from fact-check.md §7–8; used when the dataset's provider record leaves them unknown.
 */
export const SPOT_PROVIDERS = ['aws', 'aliyun', 'tencent'] as const;
export type SpotProvider = (typeof SPOT_PROVIDERS)[number];

export interface SpotWatch {
  /** Fallback notice time, minutes, with its source. */
  noticeMinutes: number;
  docs: string;
  /** Shell watcher to run next to the job. */
  snippet: string;
  /** An alternative outside the instance, when the provider has one. */
  alternative?: string;
}

const checkpointLine = '    ./save-checkpoint.sh   # your own command: write a checkpoint now';

export const SPOT_WATCH: Readonly<Record<SpotProvider, SpotWatch>> = {
  aws: {
    noticeMinutes: 2,
    docs: 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-instance-termination-notices.html',
    snippet: [
      '#!/usr/bin/env bash',
      '# Poll instance metadata (IMDSv2) every 5 s; 404 until an interruption is scheduled.',
      'IMDS=http://169.254.169.254/latest',
      'while true; do',
      '  TOKEN=$(curl -s -X PUT "$IMDS/api/token" -H "X-aws-ec2-metadata-token-ttl-seconds: 300")',
      '  CODE=$(curl -s -o /tmp/spot-action -w "%{http_code}" \\',
      '    -H "X-aws-ec2-metadata-token: $TOKEN" "$IMDS/meta-data/spot/instance-action")',
      '  if [ "$CODE" = "200" ]; then',
      '    echo "interruption notice: $(cat /tmp/spot-action)"  # {"action":...,"time":...}',
      checkpointLine,
      '    break',
      '  fi',
      '  sleep 5',
      'done',
    ].join('\n'),
    alternative: [
      '{',
      '  "source": ["aws.ec2"],',
      '  "detail-type": [',
      '    "EC2 Spot Instance Interruption Warning",',
      '    "EC2 Instance Rebalance Recommendation"',
      '  ]',
      '}',
    ].join('\n'),
  },
  aliyun: {
    noticeMinutes: 5,
    docs: 'https://www.alibabacloud.com/help/en/ecs/use-cases/query-the-interruption-events-of-preemptible-instances',
    snippet: [
      '#!/usr/bin/env bash',
      '# Poll ECS instance metadata every 5 s; 404 until the instance is marked for recycling.',
      'MD=http://100.100.100.200/latest',
      'while true; do',
      '  TOKEN=$(curl -s -X PUT "$MD/api/token" -H "X-aliyun-ecs-metadata-token-ttl-seconds: 300")',
      '  CODE=$(curl -s -o /tmp/spot-time -w "%{http_code}" \\',
      '    -H "X-aliyun-ecs-metadata-token: $TOKEN" "$MD/meta-data/instance/spot/termination-time")',
      '  if [ "$CODE" = "200" ]; then',
      '    echo "recycled at $(cat /tmp/spot-time) (UTC)"',
      checkpointLine,
      '    break',
      '  fi',
      '  sleep 5',
      'done',
    ].join('\n'),
  },
  tencent: {
    noticeMinutes: 2,
    docs: 'https://www.tencentcloud.com/document/product/213/32487',
    snippet: [
      '#!/usr/bin/env bash',
      '# Poll CVM instance metadata every 5 s; 404 until the spot instance is to be reclaimed.',
      'URL=http://metadata.tencentyun.com/latest/meta-data/spot/termination-time',
      'while true; do',
      '  CODE=$(curl -s -o /tmp/spot-time -w "%{http_code}" "$URL")',
      '  if [ "$CODE" = "200" ]; then',
      '    echo "reclaimed at $(cat /tmp/spot-time) (UTC+8)"',
      checkpointLine,
      '    break',
      '  fi',
      '  sleep 5',
      'done',
    ].join('\n'),
  },
};
