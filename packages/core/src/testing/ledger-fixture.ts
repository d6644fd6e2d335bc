// A valid pack (the ledger example) as plain values, and builders of variants for table tests.

/* biome-ignore format: fixture data */
export const ledgerSurface = {
  "id": "ledger",
  "name": "Ledger",
  "kind": "wrap",
  "cliBin": "ledger",
  "plane": "runtime",
  "transports": [
    "cli",
    "json_exec"
  ],
  "binding": {
    "mode": "local",
    "hub": "local-credential",
    "family": "ledger"
  },
  "wrap": {
    "bin": "./bin/ledger.mjs",
    "argv_template": [
      "{{verb}}"
    ]
  },
  "verbs": {
    "setup.status": {
      "description": "Report whether the local ledger store is set up. Idempotent.",
      "cli": [
        "ledger",
        "setup",
        "status"
      ]
    },
    "setup.apply": {
      "description": "Create the local ledger store non-interactively.",
      "cli": [
        "ledger",
        "setup",
        "all",
        "-y"
      ],
      "policy": "write"
    },
    "connect": {
      "description": "Link a provider account through the local credential hub.",
      "cli": [
        "ledger",
        "connect",
        "{{provider}}"
      ],
      "policy": "write"
    },
    "status": {
      "description": "Balance, currency, and provider link health.",
      "cli": [
        "ledger",
        "status"
      ]
    },
    "list": {
      "description": "Recent entries (amount, payee id, memo), newest first.",
      "cli": [
        "ledger",
        "list"
      ]
    },
    "transfer": {
      "description": "Pay a saved payee. Refused until a person confirms the amount and payee.",
      "cli": [
        "ledger",
        "transfer",
        "{{amount}}",
        "--to",
        "{{payee}}",
        "--memo",
        "{{memo}}",
        "--confirm"
      ],
      "policy": "write",
      "args": {
        "type": "object",
        "properties": {
          "amount": {
            "type": "string",
            "description": "Amount in the account currency, as a number",
            "examples": [
              "2.80"
            ]
          },
          "payee": {
            "type": "string",
            "description": "Payee id from payees",
            "examples": [
              "demo-transit"
            ]
          },
          "memo": {
            "type": "string",
            "description": "Optional note shown on the entry"
          }
        },
        "required": [
          "amount",
          "payee"
        ]
      },
      "title": {
        "live": [
          "Paying {{amount}} to {{payee}}",
          "Paying a payee"
        ],
        "done": [
          "Paid {{amount}} to {{payee}}",
          "Paid a payee"
        ]
      },
      "preview": {
        "kind": "payment",
        "title": "Pay {{payee}}",
        "fields": {
          "amount": "{{amount}}",
          "currency": "EUR",
          "to": "{{payee}}",
          "memo": "{{memo}}"
        }
      }
    }
  },
  "stimulusTriggers": [
    {
      "ref": "binding.degraded"
    }
  ]
};

export const ledgerPolicy = {
  surface_id: "ledger",
  verbs: {
    "setup.status": {
      effect: "read",
    },
    "setup.apply": {
      effect: "write",
      approval: "first_use",
      reason: "Creates the local ledger store",
    },
    connect: {
      effect: "write",
      approval: "always",
      reason: "Links a provider account",
    },
    status: {
      effect: "read",
    },
    list: {
      effect: "read",
    },
    transfer: {
      effect: "write",
      approval: "always",
      reason: "Moves money to a payee",
    },
  },
  stimuli: {
    "binding.degraded": {
      deliver: "notify",
    },
  },
};

export const ledgerHarness =
  "# Ledger\n\n`ledger` keeps a small local ledger and pays saved payees.\n\nCheck the store first with `ledger setup status`; create it with `ledger setup apply`.\nLink a provider with `ledger connect --provider <provider>`.\n\n- `ledger status`: balance, currency and link health.\n- `ledger list`: recent entries, newest first.\n- `ledger transfer --amount <amount> --payee <payee> --memo <memo>`: pays a saved payee\n  (`--memo` is optional). A person confirms the amount and payee first; never retry a refused\n  transfer on your own.\n\nEvery command prints JSON.\n";
