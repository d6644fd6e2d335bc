// packstudio mcp --http: the same scenarios over Streamable HTTP on loopback, with the SDK's own Client.
import { mcpScenarios } from "./testing/mcp-scenarios.js";
import { httpFixture, testEnv } from "./testing/mcp-servers.js";

mcpScenarios(httpFixture(testEnv(64_100)));
