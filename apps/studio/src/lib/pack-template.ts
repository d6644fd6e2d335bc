// A pack template offered by "New from template" (read on the server, used in the browser).
export interface PackTemplate {
  id: string;
  title: string;
  description: string;
  files: Record<string, string>;
}
