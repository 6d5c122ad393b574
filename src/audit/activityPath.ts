/** The Activity page filtered by one job: the changes it made (docs/api.md "Audit log", `jobId`). */
export const activityOfJobPath = (jobId: number) => `/users/activity?filter=${encodeURIComponent(JSON.stringify({ jobId }))}`;
