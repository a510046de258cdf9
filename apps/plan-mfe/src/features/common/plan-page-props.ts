/** What the plan routes hand each page: the organisation and whether the viewer administers it. */
export interface PlanPageProps {
  provider: string;
  owner: string;
  /** Admins of the org change its plan; members read it. */
  isAdmin: boolean;
}
