// GitHub Actions workflow-command escaping, plain JavaScript so the Action (action/, run by node as is) imports it too.

/** A command's message: "%", CR and LF percent-encoded, as the Actions runner decodes them. */
export function escapeData(/** @type {string} */ text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A command property's value: as a message, and also ":" and "," (they separate properties). */
export function escapeProperty(/** @type {string} */ text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
