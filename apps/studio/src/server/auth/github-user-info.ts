// GitHub's user for sign-in: its profile and its e-mail list (GET /user, GET /user/emails), with the address
// taken as GitHub's primary one and verified only as GitHub says (provider-identity.ts), never its public
// profile address (which GitHub does not mark verified or not).
import type { GithubProfile } from "better-auth/social-providers";
import { type GitHubEmail, githubUser } from "./provider-identity";

async function github<T>(path: string, accessToken: string): Promise<T | null> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/vnd.github+json",
      "user-agent": "Pack Studio",
    },
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok ? ((await response.json()) as T) : null;
}

/** better-auth's getUserInfo for GitHub; null (sign-in fails) when GitHub does not answer with a profile. */
export async function githubUserInfo(tokens: { accessToken?: string | undefined }) {
  if (!tokens.accessToken) return null;
  const profile = await github<GithubProfile>("/user", tokens.accessToken);
  if (!profile || profile.id === undefined) return null;
  const emails = await github<GitHubEmail[]>("/user/emails", tokens.accessToken).catch(() => null);
  return {
    user: {
      name: profile.name || profile.login,
      image: profile.avatar_url,
      ...githubUser(profile.id, emails),
    },
    data: profile,
  };
}
