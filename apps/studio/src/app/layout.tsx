// Root layout: system fonts only (the network is closed), theme set before paint to avoid a flash.
// Reading the request's nonce makes every page render per request, as a nonce-based CSP needs.
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Pack Studio",
  description: "Author, preview and review Harness Context Protocol packs.",
};

// Applies the saved or system theme before React hydrates.
const themeScript = `try{var t=localStorage.getItem("packstudio.theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.dataset.theme=d?"dark":"light"}catch(e){}`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Set by proxy.ts with the page's Content-Security-Policy; Next nonces its own scripts from that header.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to the content
        </a>
        {children}
      </body>
    </html>
  );
}
