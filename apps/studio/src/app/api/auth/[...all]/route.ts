// better-auth's routes at /api/auth/* (sign-in, the providers' callbacks, session, sign-out), only when
// sign-in is configured: an open studio answers 404 here, as before this route existed. Which routes answer,
// and the sign-in rate limit: server/auth/auth-route.ts.
import { IssuerUnreachable, studioAuth } from "~/server/auth/auth-instance";
import { authResponse } from "~/server/auth/auth-route";

async function handler(req: Request): Promise<Response> {
  try {
    const auth = await studioAuth();
    if (!auth)
      return Response.json({ error: { message: "Sign-in is not configured on this studio." } }, { status: 404 });
    return await authResponse(req, auth);
  } catch (error) {
    if (error instanceof IssuerUnreachable)
      return Response.json({ error: { message: error.message } }, { status: 503 });
    throw error;
  }
}

export { handler as GET, handler as POST };
