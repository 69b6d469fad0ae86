// Generated from openapi.yaml by scripts/constraints.mjs — do not edit.
// `pnpm --filter @kwartier/api generate` writes it anew; a test fails when it is stale.

/** Validation bounds of each property of each object schema, as the server enforces them. */
export const schemaBounds = {
  "OrganizationSwitchRefusal": {
    "sso_url": {
      "maxLength": 1024
    }
  },
  "IdRequest": {
    "id": {
      "minimum": 1
    }
  },
  "ClientRef": {
    "id": {
      "minimum": 1
    }
  },
  "LoginRequest": {
    "email": {
      "minLength": 1,
      "maxLength": 255
    },
    "password": {
      "minLength": 1,
      "maxLength": 128
    }
  },
  "RegisterRequest": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "email": {
      "maxLength": 255
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "password_confirmation": {
      "maxLength": 128
    },
    "organization_name": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "PasswordEmailRequest": {
    "email": {
      "maxLength": 255
    }
  },
  "PasswordResetRequest": {
    "token": {
      "minLength": 1,
      "maxLength": 255
    },
    "email": {
      "maxLength": 255
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "password_confirmation": {
      "maxLength": 128
    }
  },
  "InvitationAcceptance": {
    "token": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "MyOrganization": {
    "id": {
      "minimum": 1
    }
  },
  "OrganizationSwitch": {
    "organization_id": {
      "minimum": 1
    }
  },
  "JoinRequest": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "token": {
      "minLength": 1,
      "maxLength": 255
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "password_confirmation": {
      "maxLength": 128
    }
  },
  "User": {
    "id": {
      "minimum": 1
    },
    "name": {
      "maxLength": 255
    },
    "organization_count": {
      "minimum": 0
    }
  },
  "TwoFactorChallenge": {
    "token": {
      "maxLength": 200
    }
  },
  "TwoFactorLoginRequest": {
    "token": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "minLength": 1,
      "maxLength": 20
    },
    "recovery_code": {
      "minLength": 1,
      "maxLength": 40
    }
  },
  "TwoFactorConfirm": {
    "code": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "TwoFactorRecoveryCodes": {
    "recovery_codes": {
      "minItems": 10,
      "maxItems": 10
    }
  },
  "TwoFactorDisable": {
    "password": {
      "minLength": 1,
      "maxLength": 255
    },
    "code": {
      "minLength": 1,
      "maxLength": 40
    }
  },
  "UserSession": {
    "id": {
      "pattern": "^[A-Za-z0-9_-]{22}$"
    }
  },
  "ProfileUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "email": {
      "maxLength": 255
    }
  },
  "MyAccountDeletion": {
    "password": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "PasswordChange": {
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "password_confirmation": {
      "maxLength": 128
    }
  },
  "Organization": {
    "primary_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "secondary_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "accent_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "firstdayoftheweek": {
      "minimum": 0,
      "maximum": 6
    },
    "invoice_termofpayment": {
      "minimum": 0
    },
    "invoicenumber_min_length": {
      "minimum": 1
    },
    "invoice_reminder_days": {
      "minItems": 1,
      "maxItems": 5,
      "items": {
        "minimum": 1,
        "maximum": 365
      }
    },
    "api_origins": {
      "maxItems": 20,
      "items": {
        "maxLength": 200,
        "pattern": "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"
      }
    }
  },
  "OrganizationDetailsUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "address": {
      "maxLength": 255
    },
    "zipcode": {
      "maxLength": 255
    },
    "city": {
      "maxLength": 255
    },
    "country": {
      "maxLength": 255
    },
    "website": {
      "maxLength": 255
    },
    "phone": {
      "maxLength": 255
    },
    "iban": {
      "maxLength": 255
    },
    "vat": {
      "maxLength": 30
    },
    "chamberofcommerce": {
      "maxLength": 30
    }
  },
  "OrganizationSettingsUpdate": {
    "firstdayoftheweek": {
      "minimum": 0,
      "maximum": 6
    },
    "primary_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "secondary_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "accent_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "invoice_text": {
      "maxLength": 65535
    },
    "invoice_termofpayment": {
      "minimum": 0,
      "maximum": 365
    },
    "invoice_prefix": {
      "maxLength": 20
    },
    "invoicenumber_min_length": {
      "minimum": 1,
      "maximum": 20
    },
    "invoice_reminder_days": {
      "minItems": 1,
      "maxItems": 5,
      "items": {
        "minimum": 1,
        "maximum": 365
      }
    },
    "api_origins": {
      "maxItems": 20,
      "items": {
        "maxLength": 200,
        "pattern": "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$"
      }
    },
    "currency": {
      "pattern": "^[A-Z]{3}$"
    }
  },
  "AccessTokenCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "expires_in_days": {
      "minimum": 1,
      "maximum": 365
    }
  },
  "AccessToken": {
    "id": {
      "minimum": 1
    }
  },
  "InviteRequest": {
    "email": {
      "maxLength": 255
    }
  },
  "Account": {
    "id": {
      "minimum": 1
    }
  },
  "Client": {
    "id": {
      "minimum": 1
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "peppol_id": {
      "maxLength": 255,
      "pattern": "^(\\d{4}:\\S+)?$"
    }
  },
  "ClientCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "clientnumber": {
      "maxLength": 50,
      "pattern": "^([\\p{L}\\p{N}]([\\p{L}\\p{N} ./-]*[\\p{L}\\p{N}])?)?$"
    }
  },
  "ClientUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "clientnumber": {
      "maxLength": 50,
      "pattern": "^([\\p{L}\\p{N}]([\\p{L}\\p{N} ./-]*[\\p{L}\\p{N}])?)?$"
    },
    "address": {
      "maxLength": 255
    },
    "zipcode": {
      "maxLength": 255
    },
    "city": {
      "maxLength": 255
    },
    "country": {
      "maxLength": 255
    },
    "phone": {
      "maxLength": 255
    },
    "website": {
      "maxLength": 255
    },
    "iban": {
      "maxLength": 255
    },
    "vat": {
      "maxLength": 30
    },
    "chamberofcommerce": {
      "maxLength": 30
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "peppol_id": {
      "maxLength": 255,
      "pattern": "^(\\d{4}:\\S+)?$"
    }
  },
  "Contact": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ContactCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "phone": {
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ContactUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "phone": {
      "maxLength": 255
    }
  },
  "ClientUpdateEntry": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ClientUpdateEntryCreate": {
    "update": {
      "minLength": 1,
      "maxLength": 65535
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ClientUpdateEntryUpdate": {
    "update": {
      "minLength": 1,
      "maxLength": 65535
    }
  },
  "Service": {
    "id": {
      "minimum": 1
    }
  },
  "ServiceCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "servicenumber": {
      "maxLength": 255
    },
    "description": {
      "maxLength": 65535
    }
  },
  "ServiceUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "servicenumber": {
      "maxLength": 255
    },
    "description": {
      "maxLength": 65535
    }
  },
  "Subscription": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    },
    "service_id": {
      "minimum": 1
    },
    "price": {
      "pattern": "^\\d+\\.\\d{2}$"
    },
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    }
  },
  "SubscriptionCreate": {
    "client_id": {
      "minimum": 1
    },
    "service_id": {
      "minimum": 1
    },
    "price": {
      "pattern": "^\\d{1,10}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    }
  },
  "SubscriptionUpdate": {
    "price": {
      "pattern": "^\\d{1,10}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    }
  },
  "SubscriptionInvoice": {
    "invoice_id": {
      "minimum": 1
    }
  },
  "Project": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ProjectBudget": {
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "thresholds": {
      "minItems": 1,
      "maxItems": 5,
      "items": {
        "minimum": 1,
        "maximum": 1000
      }
    }
  },
  "ProjectBudgetInput": {
    "amount": {
      "pattern": "^\\d{1,7}(\\.\\d{1,2})?$"
    },
    "thresholds": {
      "minItems": 1,
      "maxItems": 5,
      "items": {
        "minimum": 1,
        "maximum": 1000
      }
    }
  },
  "ProjectBudgetUse": {
    "used": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "percent": {
      "minimum": 0
    }
  },
  "ProjectCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "projectnumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    }
  },
  "ProjectUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "projectnumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    },
    "description": {
      "minLength": 1,
      "maxLength": 65535
    }
  },
  "ActivityProject": {
    "id": {
      "minimum": 1
    }
  },
  "ActivityUserPivot": {
    "id": {
      "minimum": 1
    },
    "rate": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "ActivityUser": {
    "id": {
      "minimum": 1
    }
  },
  "Activity": {
    "id": {
      "minimum": 1
    },
    "project_id": {
      "minimum": 1
    }
  },
  "ActivityCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "project_id": {
      "minimum": 1
    }
  },
  "ActivityUpdate": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "ActivityUserRequest": {
    "teammember_id": {
      "minimum": 1
    },
    "activity_id": {
      "minimum": 1
    },
    "rate": {
      "pattern": "^\\d{1,10}(\\.\\d{1,2})?$"
    }
  },
  "InvoiceOrganisation": {
    "primary_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "accent_color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    }
  },
  "InvoiceVatTotal": {
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "total": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "InvoiceLine": {
    "id": {
      "minimum": 1
    },
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "unitprice": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "invoice_id": {
      "minimum": 1
    },
    "costs": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "time_entries": {
      "minimum": 0
    }
  },
  "InvoiceLineCreate": {
    "service": {
      "minLength": 1,
      "maxLength": 255
    },
    "amount": {
      "pattern": "^-?\\d{1,5}(\\.\\d{1,2})?$"
    },
    "unitprice": {
      "pattern": "^-?\\d{1,6}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    },
    "vat_exemption_reason": {
      "maxLength": 255
    },
    "invoice_id": {
      "minimum": 1
    }
  },
  "InvoiceLineUpdate": {
    "service": {
      "minLength": 1,
      "maxLength": 255
    },
    "amount": {
      "pattern": "^-?\\d{1,5}(\\.\\d{1,2})?$"
    },
    "unitprice": {
      "pattern": "^-?\\d{1,6}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    },
    "vat_exemption_reason": {
      "maxLength": 255
    },
    "invoice_id": {
      "minimum": 1
    }
  },
  "Invoice": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    },
    "contact_id": {
      "minimum": 1
    },
    "original_invoice_id": {
      "minimum": 1
    },
    "total_net": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "total_gross": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "InvoiceCreate": {
    "invoicenumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    },
    "contact_id": {
      "minimum": 1
    },
    "period": {
      "minLength": 1,
      "maxLength": 255
    },
    "original_invoice_id": {
      "minimum": 1
    },
    "buyer_reference": {
      "maxLength": 255
    }
  },
  "InvoiceUpdate": {
    "invoicenumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    },
    "contact_id": {
      "minimum": 1
    },
    "period": {
      "minLength": 1,
      "maxLength": 255
    },
    "buyer_reference": {
      "maxLength": 255
    }
  },
  "Payment": {
    "id": {
      "minimum": 1
    },
    "invoice_id": {
      "minimum": 1
    },
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "credit_invoice_id": {
      "minimum": 1
    }
  },
  "PaymentCreate": {
    "amount": {
      "pattern": "^-?\\d{1,10}(\\.\\d{1,2})?$"
    },
    "note": {
      "maxLength": 255
    }
  },
  "BankStatementImport": {
    "entries": {
      "minimum": 0
    },
    "new": {
      "minimum": 0
    },
    "known": {
      "minimum": 0
    },
    "ignored": {
      "minimum": 0
    }
  },
  "BankAllocation": {
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "outstanding": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "BankOpenInvoice": {
    "outstanding": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "BankEntry": {
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "BankMatchProposal": {
    "allocations": {
      "minItems": 1
    }
  },
  "BankEntryConfirm": {
    "allocations": {
      "minItems": 1,
      "maxItems": 100
    }
  },
  "MailTemplateInput": {
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "body": {
      "minLength": 1,
      "maxLength": 10000
    }
  },
  "SingleSignOnSave": {
    "issuer": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_secret": {
      "minLength": 1,
      "maxLength": 1024
    },
    "domains": {
      "maxItems": 20,
      "items": {
        "minLength": 1,
        "maxLength": 253
      }
    }
  },
  "MailTemplatesSave": {
    "templates": {
      "minItems": 1,
      "maxItems": 4
    }
  },
  "InvoiceMailSend": {
    "recipients": {
      "minItems": 1,
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "cc": {
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "bcc": {
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "message": {
      "minLength": 1,
      "maxLength": 10000
    }
  },
  "InvoiceMail": {
    "id": {
      "minimum": 1
    },
    "invoice_id": {
      "minimum": 1
    }
  },
  "Receivables": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    },
    "outstanding_count": {
      "minimum": 0
    },
    "total_outstanding": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "overdue_count": {
      "minimum": 0
    },
    "total_overdue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "ReceivablesInCurrency": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    },
    "outstanding_count": {
      "minimum": 0
    },
    "total_outstanding": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "overdue_count": {
      "minimum": 0
    },
    "total_overdue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "InvoiceStatusTotal": {
    "count": {
      "minimum": 0
    },
    "total_net": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "total_gross": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "InvoiceTotals": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    }
  },
  "InvoiceTotalsInCurrency": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    }
  },
  "TrackedTimeGroup": {
    "project_id": {
      "minimum": 1
    },
    "activity_id": {
      "minimum": 1
    },
    "user_id": {
      "minimum": 1
    },
    "minutes": {
      "minimum": 0
    },
    "entries": {
      "minimum": 1
    },
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "rate": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "costs": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "TrackedTimeAdd": {
    "keys": {
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "maxLength": 100
      }
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    }
  },
  "DashboardNote": {
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "time": {
      "minimum": 0
    }
  },
  "DashboardNotes": {
    "notes": {
      "maxItems": 500
    }
  },
  "DashboardStartDate": {
    "month": {
      "minimum": 1,
      "maximum": 12
    },
    "day": {
      "minimum": 1,
      "maximum": 31
    }
  },
  "DashboardTimeTotals": {
    "timetotals": {
      "items": {
        "minimum": 0
      }
    }
  },
  "DashboardMemberTimeTotals": {
    "timetotals": {
      "items": {
        "minimum": 0
      }
    }
  },
  "DashboardRow": {
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "time": {
      "minimum": 0
    },
    "billable_time": {
      "minimum": 0
    },
    "revenue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "DashboardTotals": {
    "time": {
      "minimum": 0
    },
    "billable_time": {
      "minimum": 0
    },
    "revenue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "expenses": {
      "pattern": "^\\d+\\.\\d{2}$"
    }
  },
  "DashboardRevenueInCurrency": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    },
    "revenue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "expenses": {
      "pattern": "^\\d+\\.\\d{2}$"
    }
  },
  "ReportFilter": {
    "client_ids": {
      "maxItems": 200,
      "items": {
        "minimum": 1
      }
    },
    "project_ids": {
      "maxItems": 200,
      "items": {
        "minimum": 1
      }
    },
    "activity_ids": {
      "maxItems": 200,
      "items": {
        "minimum": 1
      }
    },
    "user_ids": {
      "maxItems": 200,
      "items": {
        "minimum": 1
      }
    }
  },
  "ReportTotals": {
    "currency": {
      "pattern": "^[A-Z]{3}$"
    },
    "time": {
      "minimum": 0
    },
    "billable_time": {
      "minimum": 0
    },
    "revenue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "expenses": {
      "pattern": "^\\d+\\.\\d{2}$"
    }
  },
  "ReportEntry": {
    "time": {
      "minimum": 0
    },
    "revenue": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "WeekDate": {
    "day": {
      "minimum": 1,
      "maximum": 31
    },
    "month": {
      "minimum": 1,
      "maximum": 12
    }
  },
  "ActivityTime": {
    "id": {
      "minimum": 1
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    },
    "activity_id": {
      "minimum": 1
    },
    "times": {
      "minItems": 7,
      "maxItems": 7,
      "items": {
        "minimum": 0
      }
    },
    "invoiced_times": {
      "minItems": 7,
      "maxItems": 7,
      "items": {
        "minimum": 0
      }
    },
    "notes": {
      "minItems": 7,
      "maxItems": 7,
      "items": {
        "maxLength": 1000
      }
    },
    "meta": {
      "minItems": 7,
      "maxItems": 7
    },
    "total_time": {
      "minimum": 0
    }
  },
  "WeekTime": {
    "totals": {
      "minItems": 7,
      "maxItems": 7,
      "items": {
        "minimum": 0
      }
    },
    "total_time": {
      "minimum": 0
    }
  },
  "AvailableActivity": {
    "id": {
      "minimum": 1
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    }
  },
  "WeekData": {
    "weekdates": {
      "minItems": 7,
      "maxItems": 7
    }
  },
  "TimeSaveRequest": {
    "time": {
      "minimum": 0,
      "maximum": 1440
    },
    "activity_id": {
      "minimum": 1
    }
  },
  "TimeNoteRequest": {
    "activity_id": {
      "minimum": 1
    },
    "note": {
      "maxLength": 1000
    }
  },
  "TimeActivityRequest": {
    "activity_id": {
      "minimum": 1
    }
  },
  "SkippedLine": {
    "activity_id": {
      "minimum": 1
    }
  },
  "TimerActivity": {
    "id": {
      "minimum": 1
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    }
  },
  "Timer": {
    "activity_id": {
      "minimum": 1
    },
    "color": {
      "pattern": "^#[0-9a-fA-F]{8}$"
    }
  },
  "TimerSavedDay": {
    "activity_id": {
      "minimum": 1
    },
    "minutes": {
      "minimum": 0
    }
  },
  "TimerStartRequest": {
    "activity_id": {
      "minimum": 1
    },
    "note": {
      "maxLength": 1000
    },
    "time_zone": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "TimeImportRowProblem": {
    "row": {
      "minimum": 2
    }
  },
  "TimeImportProgress": {
    "id": {
      "minimum": 1
    },
    "total": {
      "minimum": 0
    },
    "done": {
      "minimum": 0
    },
    "imported": {
      "minimum": 0
    },
    "alreadyimported": {
      "minimum": 0
    },
    "skippedcount": {
      "minimum": 0
    },
    "skipped": {
      "maxItems": 1000
    }
  },
  "TimeImportProject": {
    "minutes": {
      "minimum": 0
    }
  },
  "TimeImport": {
    "id": {
      "minimum": 1
    },
    "rows": {
      "minimum": 0
    },
    "invalidcount": {
      "minimum": 0
    },
    "invalid": {
      "maxItems": 1000
    },
    "previewrows": {
      "maxItems": 50
    }
  },
  "TimeImportPreviewRow": {
    "minutes": {
      "minimum": 0
    }
  },
  "TimeImportStart": {
    "clients": {
      "maxItems": 10000
    },
    "projects": {
      "maxItems": 10000
    },
    "tasks": {
      "maxItems": 10000
    },
    "users": {
      "maxItems": 10000
    }
  },
  "WeekSubmission": {
    "id": {
      "minimum": 1
    },
    "user_id": {
      "minimum": 1
    },
    "total_time": {
      "minimum": 0
    }
  },
  "WeekRejection": {
    "comment": {
      "minLength": 1,
      "maxLength": 2000
    }
  },
  "PeriodLock": {
    "id": {
      "minimum": 1
    }
  },
  "AuditEntry": {
    "id": {
      "minimum": 1
    }
  },
  "WebhookEndpointInput": {
    "url": {
      "minLength": 1,
      "maxLength": 2000
    },
    "description": {
      "maxLength": 255
    },
    "event_types": {
      "minItems": 1,
      "maxItems": 20
    }
  },
  "WebhookEndpoint": {
    "id": {
      "minimum": 1
    }
  },
  "WebhookSecret": {
    "secret": {
      "pattern": "^whsec_[A-Za-z0-9+/=]+$"
    }
  },
  "WebhookDelivery": {
    "id": {
      "minimum": 1
    },
    "attempts": {
      "minimum": 0
    },
    "last_answer": {
      "maxLength": 1000
    }
  },
  "ExpenseInput": {
    "project_id": {
      "minimum": 1
    },
    "category_id": {
      "minimum": 1
    },
    "description": {
      "minLength": 1,
      "maxLength": 255
    },
    "amount": {
      "pattern": "^\\d{1,10}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    },
    "markup": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    }
  },
  "Expense": {
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "amount_excl_vat": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "markup": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    }
  },
  "ExpenseCategoryUse": {
    "expense_count": {
      "minimum": 0
    }
  },
  "ExpenseCategoryInput": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "InvoiceExpense": {
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "amount_excl_vat": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "markup": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "billed": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "InvoiceExpensesAdd": {
    "expense_ids": {
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "minimum": 1
      }
    }
  },
  "QuoteLine": {
    "id": {
      "minimum": 1
    },
    "amount": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "unitprice": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "vat": {
      "pattern": "^\\d{1,3}\\.\\d{2}$"
    },
    "costs": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "QuoteLineInput": {
    "service": {
      "minLength": 1,
      "maxLength": 255
    },
    "amount": {
      "pattern": "^-?\\d{1,5}(\\.\\d{1,2})?$"
    },
    "unitprice": {
      "pattern": "^-?\\d{1,6}(\\.\\d{1,2})?$"
    },
    "vat": {
      "pattern": "^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$"
    }
  },
  "Quote": {
    "id": {
      "minimum": 1
    },
    "client_id": {
      "minimum": 1
    },
    "total_net": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    },
    "total_gross": {
      "pattern": "^-?\\d+\\.\\d{2}$"
    }
  },
  "QuoteCreate": {
    "quotenumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    },
    "contact_id": {
      "minimum": 1
    },
    "lines": {
      "maxItems": 200
    }
  },
  "QuoteUpdate": {
    "quotenumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "client_id": {
      "minimum": 1
    },
    "contact_id": {
      "minimum": 1
    },
    "lines": {
      "maxItems": 200
    }
  },
  "QuoteInvoiceCreate": {
    "invoicenumber": {
      "minLength": 1,
      "maxLength": 255
    },
    "period": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "QuoteBudgetSet": {
    "project_id": {
      "minimum": 1
    }
  },
  "QuoteAnswerInput": {
    "name": {
      "minLength": 1,
      "maxLength": 255
    },
    "comment": {
      "maxLength": 65535
    }
  },
  "QuoteMailSend": {
    "recipients": {
      "minItems": 1,
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "cc": {
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "bcc": {
      "maxItems": 20,
      "items": {
        "maxLength": 255
      }
    },
    "subject": {
      "minLength": 1,
      "maxLength": 255
    },
    "message": {
      "minLength": 1,
      "maxLength": 10000
    }
  }
} as const;
