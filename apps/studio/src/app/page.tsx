// The home page points at the editor until the catalog exists.
import { redirect } from "next/navigation";

export default function Home() {
  redirect("/editor");
}
