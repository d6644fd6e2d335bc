// The version the MCP server reports as serverInfo.version (this package's).
export const facesVersion = "0.1.0";
