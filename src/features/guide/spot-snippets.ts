/**
 * How each provider announces a spot interruption, and a watcher that sees it. Notice times and
 * delivery as docs/data.md sums them up (AWS EC2 User Guide, "Spot Instance interruption notices";
 * Tencent CVM spot docs; Alibaba ECS "query the interruption events of preemptible instances"); used when the dataset's provider record leaves them unknown.
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

/**
 * A watcher that polls the instance metadata every 5 s: `request` sets `CODE` to the HTTP status
 * (200 once the interruption is scheduled), then it says so and writes a checkpoint.
 */
function pollScript(w: {
  about: string;
  setup: string;
  request: readonly string[];
  say: string;
}): string {
  return [
    '#!/usr/bin/env bash',
    `# ${w.about}`,
    w.setup,
    'while true; do',
    ...w.request,
    '  if [ "$CODE" = "200" ]; then',
    `    ${w.say}`,
    '    ./save-checkpoint.sh   # your own command: write a checkpoint now',
    '    break',
    '  fi',
    '  sleep 5',
    'done',
  ].join('\n');
}

export const SPOT_WATCH: Readonly<Record<SpotProvider, SpotWatch>> = {
  aws: {
    noticeMinutes: 2,
    docs: 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/spot-instance-termination-notices.html',
    snippet: pollScript({
      about: 'Poll instance metadata (IMDSv2) every 5 s; 404 until an interruption is scheduled.',
      setup: 'IMDS=http://169.254.169.254/latest',
      request: [
        '  TOKEN=$(curl -s -X PUT "$IMDS/api/token" -H "X-aws-ec2-metadata-token-ttl-seconds: 300")',
        '  CODE=$(curl -s -o /tmp/spot-action -w "%{http_code}" \\',
        '    -H "X-aws-ec2-metadata-token: $TOKEN" "$IMDS/meta-data/spot/instance-action")',
      ],
      say: 'echo "interruption notice: $(cat /tmp/spot-action)"  # {"action":...,"time":...}',
    }),
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
    snippet: pollScript({
      about:
        'Poll ECS instance metadata every 5 s; 404 until the instance is marked for recycling.',
      setup: 'MD=http://100.100.100.200/latest',
      request: [
        '  TOKEN=$(curl -s -X PUT "$MD/api/token" -H "X-aliyun-ecs-metadata-token-ttl-seconds: 300")',
        '  CODE=$(curl -s -o /tmp/spot-time -w "%{http_code}" \\',
        '    -H "X-aliyun-ecs-metadata-token: $TOKEN" "$MD/meta-data/instance/spot/termination-time")',
      ],
      say: 'echo "recycled at $(cat /tmp/spot-time) (UTC)"',
    }),
  },
  tencent: {
    noticeMinutes: 2,
    docs: 'https://www.tencentcloud.com/document/product/213/32487',
    snippet: pollScript({
      about:
        'Poll CVM instance metadata every 5 s; 404 until the spot instance is to be reclaimed.',
      setup: 'URL=http://metadata.tencentyun.com/latest/meta-data/spot/termination-time',
      request: ['  CODE=$(curl -s -o /tmp/spot-time -w "%{http_code}" "$URL")'],
      say: 'echo "reclaimed at $(cat /tmp/spot-time) (UTC+8)"',
    }),
  },
};
