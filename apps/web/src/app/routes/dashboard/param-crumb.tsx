import { useParams } from 'react-router';

export interface ParamCrumbProps {
  name: string;
  /** Ids and codes read left-to-right even in Arabic; names keep their own direction. */
  ltr?: boolean;
}

/** A route parameter (an id, a name) shown as data, isolated from the surrounding text direction. */
export function ParamCrumb({ name, ltr = false }: ParamCrumbProps) {
  const value = useParams()[name] ?? '';
  return <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>;
}
