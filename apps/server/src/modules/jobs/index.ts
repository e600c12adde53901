// The jobs module's public face besides its plugin (decision 021): the queue's settings, which
// the site's configuration carries.
export type { JobQueueOptions } from './job-runner.ts';
