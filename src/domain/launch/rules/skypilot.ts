/**
 * SkyPilot's rules the recipes are written to, transcribed from its public source:
 * - keys: skypilot-org/skypilot `sky/utils/schemas.py` @00052dfe0d132c5ad6aa9a175572b0695f747c80
 *   (`get_task_schema`, `_get_single_resources_schema`, `get_service_schema`); `secrets` and
 *   `--secret` as https://docs.skypilot.co/en/stable/running-jobs/environment-variables.html
 *   documents them;
 * - per-cloud features (`_CLOUD_UNSUPPORTED_FEATURES` of each cloud class): `sky/clouds/runpod.py`
 *   and `sky/clouds/lambda_cloud.py` @005261080a6b8102f3d95ff2147a855250f40272,
 *   `sky/clouds/hyperbolic.py` @09f883e0284d346988e7f5c36eec35b2f6f23bf9, `sky/clouds/verda.py`
 *   @4744be40af475ced866dd35d613fbc42de436208; AWS, GCP, Azure, OCI and Nebius list none of the
 *   three features below;
 * - EFA: `_EFA_INSTANCE_TYPE_PREFIXES` in `sky/clouds/aws.py` @005261080a6b, enabled by
 *   `resources.network_tier: best`;
 * - multi-node serving: SkyServe runs a replica of `num_nodes` instances, its readiness probe on
 *   the head, which starts the Ray head while the others join `$HEAD_IP:6379` from
 *   `SKYPILOT_NODE_IPS` / `SKYPILOT_NODE_RANK` (`llm/vllm/vllm-multinode.sky.yaml`
 *   @5e7c3db320f43d18011e4b89e8380be6c50dcb45, started with `sky serve up`);
 * - accelerator names: the `AcceleratorName` column of the catalog (schema v8) each cloud's
 *   offers were read from (`gpu-names.ts`); Verda's as the current fetcher writes them
 *   (`sky/catalog/data_fetchers/fetch_verda.py` @d7557980086cf7d91b931b3fc70dab991248b76d:
 *   `Tesla-` dropped, A100 by memory per GPU `A100` / `A100-80GB`).
 */

/** Keys a task, its `resources` and its `service` may hold (the part the recipes use). */
export const SKYPILOT_KEYS = {
  task: ['name', 'num_nodes', 'resources', 'envs', 'secrets', 'setup', 'run', 'service'],
  resources: [
    'infra',
    'instance_type',
    'accelerators',
    'use_spot',
    'disk_size',
    'ports',
    'network_tier',
    'image_id',
  ],
  service: ['readiness_probe', 'replicas'],
  networkTier: ['standard', 'best'],
} as const;

export interface SkypilotCloudFeatures {
  /** `MULTI_NODE` is supported (`num_nodes` > 1). */
  multiNode: boolean;
  /** `OPEN_PORTS` is supported (`resources.ports`, hence SkyServe). */
  openPorts: boolean;
  /** `SPOT_INSTANCE` is supported (`use_spot: true`). */
  spot: boolean;
}

const ALL: SkypilotCloudFeatures = { multiNode: true, openPorts: true, spot: true };

/** What each cloud the recipes use supports, by SkyPilot's cloud name. */
export const SKYPILOT_CLOUD_FEATURES: Readonly<Record<string, SkypilotCloudFeatures>> = {
  aws: ALL,
  gcp: ALL,
  azure: ALL,
  oci: ALL,
  nebius: ALL,
  // "Multi-node not supported yet, as the interconnection among nodes are non-trivial on RunPod."
  runpod: { multiNode: false, openPorts: true, spot: true },
  // "Spot instances are not supported in Lambda."
  lambda: { multiNode: true, openPorts: true, spot: false },
  // No multi-node, no spot, "Hyperbolic does not support opening ports."
  hyperbolic: { multiNode: false, openPorts: false, spot: false },
  verda: { multiNode: false, openPorts: true, spot: true },
};

/** AWS instance families SkyPilot attaches EFA to (`_EFA_INSTANCE_TYPE_PREFIXES`). */
export const AWS_EFA_PREFIXES = [
  'g4dn.',
  'g5.',
  'g6.',
  'gr6.',
  'g6e.',
  'p4d.',
  'p4de.',
  'p5.',
  'p5e.',
  'p5en.',
  'p6-b200.',
] as const;

export const isAwsEfa = (instanceType: string) =>
  AWS_EFA_PREFIXES.some((p) => instanceType.startsWith(p));
