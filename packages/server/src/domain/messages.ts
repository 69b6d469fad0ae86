// Messages the server shows to people. The contract promises them "in the user's locale"
// (English or Dutch, the contract's Locale); the wording follows what the app's users know from Laravel-era
// Kwartier ('The name field is required.').

import type { Locale } from '@kwartier/api';

type Params = Record<string, string | number>;

const catalog = {
  'validation.invalid': { en: 'The given data was invalid.', nl: 'De opgegeven gegevens zijn ongeldig.' },
  'validation.required': { en: 'The :field field is required.', nl: 'Het veld :field is verplicht.' },
  'validation.string': { en: 'The :field field must be a string.', nl: 'Het veld :field moet een tekst zijn.' },
  'validation.integer': { en: 'The :field field must be an integer.', nl: 'Het veld :field moet een geheel getal zijn.' },
  'validation.number': { en: 'The :field field must be a number.', nl: 'Het veld :field moet een getal zijn.' },
  'validation.boolean': { en: 'The :field field must be true or false.', nl: 'Het veld :field moet waar of onwaar zijn.' },
  'validation.array': { en: 'The :field field must be a list.', nl: 'Het veld :field moet een lijst zijn.' },
  'validation.object': { en: 'The :field field must be an object.', nl: 'Het veld :field moet een object zijn.' },
  'validation.null': { en: 'The :field field must be empty.', nl: 'Het veld :field moet leeg zijn.' },
  'validation.min.string': {
    en: 'The :field field must be at least :limit characters.',
    nl: 'Het veld :field moet minimaal :limit tekens bevatten.',
  },
  'validation.max.string': {
    en: 'The :field field must not be greater than :limit characters.',
    nl: 'Het veld :field mag niet meer dan :limit tekens bevatten.',
  },
  'validation.min.numeric': { en: 'The :field field must be at least :limit.', nl: 'Het veld :field moet minimaal :limit zijn.' },
  'validation.max.numeric': {
    en: 'The :field field must not be greater than :limit.',
    nl: 'Het veld :field mag niet groter zijn dan :limit.',
  },
  'validation.min.array': {
    en: 'The :field field must have at least :limit items.',
    nl: 'Het veld :field moet minimaal :limit items bevatten.',
  },
  'validation.max.array': {
    en: 'The :field field must not have more than :limit items.',
    nl: 'Het veld :field mag niet meer dan :limit items bevatten.',
  },
  'validation.distinct': {
    en: 'The :field field has a value twice.',
    nl: 'Het veld :field bevat een waarde dubbel.',
  },
  'validation.email': { en: 'The :field field must be a valid email address.', nl: 'Het veld :field moet een geldig e-mailadres zijn.' },
  'validation.date': { en: 'The :field field must be a valid date.', nl: 'Het veld :field moet een geldige datum zijn.' },
  'validation.format': { en: 'The :field field format is invalid.', nl: 'Het formaat van het veld :field is ongeldig.' },
  'validation.in': { en: 'The selected :field is invalid.', nl: 'De geselecteerde waarde voor :field is ongeldig.' },
  'validation.invalid_field': { en: 'The :field field is invalid.', nl: 'Het veld :field is ongeldig.' },
  'validation.unique': { en: 'The :field has already been taken.', nl: 'Het veld :field is al in gebruik.' },
  'validation.iban': {
    en: 'The IBAN is not valid: check the country code, the length and the check digits.',
    nl: 'Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.',
  },
  'validation.vat_nl': {
    en: 'A Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456782B01).',
    nl: 'Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers (NL123456782B01).',
  },
  'validation.vat_prefix': {
    en: "A VAT number starts with its country's two-letter code (NL123456782B01, BE0123456749).",
    nl: 'Een btw-nummer begint met de tweeletterige code van zijn land (NL123456782B01, BE0123456749).',
  },
  'validation.vat_form': {
    en: 'This VAT number does not have the form of a VAT number of the country its first two letters name.',
    nl: 'Dit btw-nummer heeft niet de vorm van een btw-nummer van het land dat de eerste twee letters noemen.',
  },
  'validation.vat_check': {
    en: "This VAT number's check digits do not match: check it for a typing error.",
    nl: 'De controlecijfers van dit btw-nummer kloppen niet: controleer het op een tikfout.',
  },
  'validation.format.clientnumber': {
    en: 'A client number is letters and digits, perhaps with dots, dashes, slashes or spaces between them (C-0042).',
    nl: 'Een klantnummer bestaat uit letters en cijfers, misschien met punten, streepjes, schuine strepen of spaties ertussen (C-0042).',
  },
  'validation.format.line_quantity': {
    en: 'The quantity is a number of at most 99,999.99 with at most two decimals, e.g. 12.5.',
    nl: 'Het aantal is een getal van hoogstens 99.999,99 met hoogstens twee decimalen, bijv. 12,5.',
  },
  'validation.format.line_unitprice': {
    en: 'The unit price is an amount of at most 999,999.99 with at most two decimals, e.g. 85.50.',
    nl: 'De prijs per eenheid is een bedrag van hoogstens 999.999,99 met hoogstens twee decimalen, bijv. 85,50.',
  },
  'validation.kvk_nl': { en: 'A Dutch chamber of commerce (KvK) number has 8 digits.', nl: 'Een KvK-nummer heeft 8 cijfers.' },
  'validation.registration': {
    en: 'A registration number holds digits, and perhaps letters, spaces, dots, dashes or slashes; nothing else.',
    nl: 'Een registratienummer bevat cijfers, en misschien letters, spaties, punten, streepjes of schuine strepen; verder niets.',
  },
  'validation.peppol_scheme': {
    en: 'A Peppol ID is a scheme code of the EAS list (4 digits), a colon and the identifier (0106:12345678 for a KvK number).',
    nl: 'Een Peppol-ID is een schemacode van de EAS-lijst (4 cijfers), een dubbele punt en het nummer (0106:12345678 voor een KvK-nummer).',
  },
  'validation.peppol_id': {
    en: 'This identifier does not have the form its scheme asks for (0106: a KvK number of 8 digits, 9944: a Dutch VAT number).',
    nl: 'Dit nummer heeft niet de vorm die zijn schema vraagt (0106: een KvK-nummer van 8 cijfers, 9944: een Nederlands btw-nummer).',
  },
  'validation.confirmed': { en: 'The :field field confirmation does not match.', nl: 'De bevestiging van :field komt niet overeen.' },
  'auth.failed': { en: 'These credentials do not match our records.', nl: 'Deze combinatie van e-mailadres en wachtwoord is niet geldig.' },
  'http.unauthenticated': { en: 'Unauthenticated.', nl: 'Niet ingelogd.' },
  'http.forbidden': { en: 'This action is unauthorized.', nl: 'Deze actie is niet toegestaan.' },
  'http.not_found': { en: 'Not found.', nl: 'Niet gevonden.' },
  'http.method_not_allowed': { en: 'Method not allowed.', nl: 'Methode niet toegestaan.' },
  'http.malformed_json': { en: 'The request body is not valid JSON.', nl: 'De inhoud van het verzoek is geen geldige JSON.' },
  'http.malformed_multipart': {
    en: 'The request body is not valid multipart form data.',
    nl: 'De inhoud van het verzoek is geen geldige multipart-formuliergegevens.',
  },
  'http.payload_too_large': {
    en: 'The request body is too large: at most :limit kilobytes.',
    nl: 'De inhoud van het verzoek is te groot: hoogstens :limit kilobytes.',
  },
  'http.json_too_deep': {
    en: 'The request body is nested too deeply: at most :limit levels.',
    nl: 'De inhoud van het verzoek is te diep genest: hoogstens :limit niveaus.',
  },
  'http.server_error': { en: 'Server error.', nl: 'Serverfout.' },
  'http.database_unavailable': {
    en: 'The database cannot be reached right now. Please try again in a moment.',
    nl: 'De database is op dit moment niet bereikbaar. Probeer het zo opnieuw.',
  },
  'idempotency.in_progress': {
    en: 'A request with this Idempotency-Key is still being processed.',
    nl: 'Een verzoek met deze Idempotency-Key wordt nog verwerkt.',
  },
  'idempotency.mismatch': {
    en: 'This Idempotency-Key was already used for a different request.',
    nl: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek.',
  },
  'clients.delete_active': { en: 'Only an inactive client can be deleted.', nl: 'Alleen een inactieve klant kan worden verwijderd.' },
  'clients.delete_in_use': {
    en: 'This client still has projects or subscriptions. Delete those first.',
    nl: 'Deze klant heeft nog projecten of abonnementen. Verwijder die eerst.',
  },
  'clients.delete_has_invoices': {
    en: 'This client has invoices, which are kept for the accounts. The client can stay inactive.',
    nl: 'Deze klant heeft facturen, die bewaard blijven voor de boekhouding. De klant kan inactief blijven.',
  },
  'clientupdates.readonly': {
    en: 'Only the author of this update can change or delete it.',
    nl: 'Alleen de schrijver van deze update kan hem wijzigen of verwijderen.',
  },
  'services.delete_active': { en: 'Only an inactive service can be deleted.', nl: 'Alleen een inactieve dienst kan worden verwijderd.' },
  'services.delete_in_use': {
    en: 'Clients still subscribe to this service. Delete their subscriptions first.',
    nl: 'Er zijn nog klanten geabonneerd op deze dienst. Verwijder eerst hun abonnementen.',
  },
  'subscriptions.delete_active': {
    en: 'Only an inactive subscription can be deleted.',
    nl: 'Alleen een inactief abonnement kan worden verwijderd.',
  },
  'subscriptions.client_inactive': { en: 'This client is inactive: choose an active client.', nl: 'Deze klant is niet actief: kies een actieve klant.' },
  // Recurring invoices.
  'subscriptions.invoiced_already': {
    en: ':period is invoiced already, on invoice :number.',
    nl: ':period is al gefactureerd, op factuur :number.',
  },
  'subscriptions.no_price': {
    en: 'Give this subscription a price before invoicing it.',
    nl: 'Geef dit abonnement een prijs voordat je het factureert.',
  },
  'validation.max.file': {
    en: 'The :field field must not be greater than :limit kilobytes.',
    nl: 'Het veld :field mag niet groter zijn dan :limit kilobytes.',
  },
  // The message key the app's Change password screen shows, as a sentence.
  passwordsnomatch: { en: 'Passwords do not match.', nl: 'Wachtwoorden komen niet overeen.' },
  'auth.inactive': {
    en: 'Your account has been deactivated. Ask an admin of your organisation to activate it again.',
    nl: 'Je account is gedeactiveerd. Vraag een beheerder van je organisatie om het weer te activeren.',
  },
  'auth.throttled': {
    en: 'Too many login attempts. Please try again in :seconds seconds.',
    nl: 'Te veel inlogpogingen. Probeer het over :seconds seconden opnieuw.',
  },
  // :reason is the estimator's own warning and suggestions, in the same language (domain/registration.ts).
  'passwords.weak': {
    en: 'This password is too easy to guess. :reason',
    nl: 'Dit wachtwoord is te makkelijk te raden. :reason',
  },
  'two_factor.code_wrong': {
    en: 'This code is not right. Try the current code of your authenticator app.',
    nl: 'Deze code klopt niet. Probeer de huidige code van je authenticator-app.',
  },
  'two_factor.recovery_code_wrong': {
    en: 'This recovery code is not right, or it has been used already.',
    nl: 'Deze herstelcode klopt niet, of is al gebruikt.',
  },
  'two_factor.sign_in_expired': {
    en: 'This sign-in has expired. Please enter your password again.',
    nl: 'Deze aanmelding is verlopen. Vul je wachtwoord opnieuw in.',
  },
  'two_factor.code_missing': { en: 'Enter the code of your authenticator app or a recovery code.', nl: 'Vul de code van je authenticator-app of een herstelcode in.' },
  'two_factor.no_setup': { en: 'Start the setup of two-factor sign-in first.', nl: 'Begin eerst met het instellen van tweestapsverificatie.' },
  'two_factor.already_on': { en: 'Two-factor sign-in is on already.', nl: 'Tweestapsverificatie staat al aan.' },
  'two_factor.required_for_admins': {
    en: 'Your organisation requires two-factor sign-in for admins, so it cannot be turned off.',
    nl: 'Je organisatie vereist tweestapsverificatie voor beheerders, dus die kan niet uit.',
  },
  'two_factor.setup_required': {
    en: 'Your organisation requires two-factor sign-in for admins: set it up in My profile first.',
    nl: 'Je organisatie vereist tweestapsverificatie voor beheerders: stel die eerst in bij Mijn profiel.',
  },
  'two_factor.password_wrong': { en: 'This password is not right.', nl: 'Dit wachtwoord klopt niet.' },
  'passwords.sent': {
    en: 'An email on how to reset your password has been sent.',
    nl: 'Er is een e-mail verstuurd met instructies om je wachtwoord opnieuw in te stellen.',
  },
  'passwords.token': {
    en: 'This password reset link is invalid or has expired.',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen.',
  },
  'invitation.not_found': { en: 'Your invitation could not be found.', nl: 'Je uitnodiging kon niet worden gevonden.' },
  'invitation.invalid': {
    en: 'This invitation is invalid or has already been used.',
    nl: 'Deze uitnodiging is ongeldig of al gebruikt.',
  },
  'invitation.mail_failed': {
    en: 'The invitation email could not be sent. Please try again later.',
    nl: 'De uitnodiging kon niet worden verstuurd. Probeer het later opnieuw.',
  },
  'team.self_deactivate': { en: 'You cannot deactivate yourself.', nl: 'Je kunt jezelf niet deactiveren.' },
  'team.self_admin': { en: 'You cannot change your own admin role.', nl: 'Je kunt je eigen beheerdersrol niet wijzigen.' },
  'team.self_delete': { en: 'You cannot delete yourself.', nl: 'Je kunt jezelf niet verwijderen.' },
  'team.self_end_sessions': {
    en: 'You cannot sign yourself out everywhere here: use My profile › Sessions.',
    nl: 'Je kunt jezelf hier niet overal afmelden: gebruik Mijn profiel › Sessies.',
  },
  'sessions.end_current': {
    en: 'This is the session you are using: sign out instead.',
    nl: 'Dit is de sessie die je nu gebruikt: meld je af.',
  },
  'team.delete_has_time': {
    en: 'This member has registered time, which stays for invoices and reports. Deactivate the member instead.',
    nl: 'Dit teamlid heeft uren geregistreerd, die bewaard blijven voor facturen en overzichten. Deactiveer het teamlid in plaats daarvan.',
  },
  // Deleting my account.
  'mydata.wrong_password': { en: 'This password is not correct.', nl: 'Dit wachtwoord klopt niet.' },
  'mydata.last_admin': {
    en: 'You are the last admin of your organisation: make another member admin, or delete the whole organisation.',
    nl: 'Je bent de laatste beheerder van je organisatie: maak een ander teamlid beheerder, of verwijder de hele organisatie.',
  },
  'mydata.no_successor': {
    en: 'Choose an active member of your organisation to become admin.',
    nl: 'Kies een actief teamlid van je organisatie dat beheerder wordt.',
  },
  'mydata.not_last_admin': {
    en: 'Only the last admin of an organisation can delete it.',
    nl: 'Alleen de laatste beheerder van een organisatie kan die verwijderen.',
  },
  'logo.not_image': { en: 'The logo must be a PNG or JPG image.', nl: 'Het logo moet een PNG- of JPG-afbeelding zijn.' },
  'projects.delete_active': { en: 'Only an inactive project can be deleted.', nl: 'Alleen een inactief project kan worden verwijderd.' },
  'projects.delete_has_time': {
    en: 'Time is registered on this project, so it cannot be deleted.',
    nl: 'Op dit project is tijd geregistreerd, dus het kan niet worden verwijderd.',
  },
  'projects.client_inactive': { en: 'This client is inactive: choose an active client.', nl: 'Deze klant is niet actief: kies een actieve klant.' },
  'projects.enddate_before_startdate': {
    en: 'The end date must not lie before the start date.',
    nl: 'De einddatum mag niet vóór de startdatum liggen.',
  },
  'activities.delete_active': { en: 'Only an inactive activity can be deleted.', nl: 'Alleen een inactieve activiteit kan worden verwijderd.' },
  'activities.delete_has_time': {
    en: 'Time is registered on this activity, so it cannot be deleted.',
    nl: 'Op deze activiteit is tijd geregistreerd, dus die kan niet worden verwijderd.',
  },
  'activities.activity_mismatch': {
    en: 'The activity does not match the activity in the address.',
    nl: 'De activiteit komt niet overeen met de activiteit in het adres.',
  },
  'activities.member_not_found': { en: 'This team member could not be found.', nl: 'Dit teamlid kon niet worden gevonden.' },
  'activities.member_inactive': { en: 'This team member is inactive.', nl: 'Dit teamlid is niet actief.' },
  'activities.member_invited': {
    en: 'This team member has not accepted the invitation yet.',
    nl: 'Dit teamlid heeft de uitnodiging nog niet geaccepteerd.',
  },
  'activities.member_already_on': { en: 'This team member is already on the activity.', nl: 'Dit teamlid staat al op de activiteit.' },
  'activities.member_not_on': { en: 'This team member is not on the activity.', nl: 'Dit teamlid staat niet op de activiteit.' },
  // Invoices (resources/invoices/rules.ts).
  'invoices.number_taken': {
    en: 'The invoice number :number has already been taken. The next free number is :next.',
    nl: 'Factuurnummer :number is al in gebruik. Het eerstvolgende vrije nummer is :next.',
  },
  'invoices.client_inactive': { en: 'This client is inactive: choose an active client.', nl: 'Deze klant is niet actief: kies een actieve klant.' },
  'invoices.contact_not_of_client': {
    en: 'This contact does not belong to the client of the invoice.',
    nl: 'Deze contactpersoon hoort niet bij de klant van de factuur.',
  },
  'invoices.line_too_large': {
    en: 'A line comes to at most :limit (quantity × unit price), either way.',
    nl: 'Een regel komt op hoogstens :limit (aantal × prijs per eenheid), positief of negatief.',
  },
  'invoices.total_too_large': {
    en: 'With this line the invoice would come to more than :limit: put the rest on another invoice.',
    nl: 'Met deze regel komt de factuur boven :limit: zet de rest op een andere factuur.',
  },
  'invoices.discount_exceeds_total': {
    en: 'A line below zero is a discount: it cannot take the invoice below zero. For money back, make a credit invoice.',
    nl: 'Een regel onder nul is een korting: die kan de factuur niet onder nul brengen. Geld terug? Maak een creditfactuur.',
  },
  'invoices.line_removal_below_zero': {
    en: "Without this line the invoice's discounts would take it below zero: change or remove a discount first.",
    nl: 'Zonder deze regel brengen de kortingen de factuur onder nul: wijzig of verwijder eerst een korting.',
  },
  'invoices.not_concept': {
    en: 'This invoice has been sent, so it can no longer be changed or deleted. Correct it with a credit invoice.',
    nl: 'Deze factuur is verzonden en kan niet meer worden gewijzigd of verwijderd. Corrigeer haar met een creditfactuur.',
  },
  'invoices.status_forward_only': { en: 'The status can only move forward.', nl: 'De status kan alleen vooruit.' },
  // A line's period (period_start/period_end, migration 0017).
  'invoices.period_both': { en: 'Give both the first and the last day, or neither.', nl: 'Vul zowel de eerste als de laatste dag in, of geen van beide.' },
  'invoices.period_end_before_start': { en: 'The last day must be on or after the first day.', nl: 'De laatste dag moet op of na de eerste dag liggen.' },
  'invoices.vat_category_zero_rate': {
    en: 'Zero rated, exempt and reverse-charge lines have a VAT rate of 0 %.',
    nl: 'Regels met nultarief, vrijgesteld of btw verlegd hebben een btw-tarief van 0 %.',
  },
  'einvoice.organisation_kvk': {
    en: 'Fill in your organisation’s KvK number (Settings → Organisation) to create an e-invoice.',
    nl: 'Vul het KvK-nummer van je organisatie in (Instellingen → Organisatie) om een e-factuur te maken.',
  },
  'einvoice.organisation_vat': {
    en: 'Fill in your organisation’s VAT number (Settings → Organisation) to create an e-invoice.',
    nl: 'Vul het btw-nummer van je organisatie in (Instellingen → Organisatie) om een e-factuur te maken.',
  },
  'einvoice.organisation_iban': {
    en: 'Fill in your organisation’s IBAN (Settings → Organisation) to create an e-invoice.',
    nl: 'Vul het IBAN van je organisatie in (Instellingen → Organisatie) om een e-factuur te maken.',
  },
  'einvoice.organisation_address': {
    en: 'Fill in your organisation’s address, postcode and city (Settings → Organisation) to create an e-invoice.',
    nl: 'Vul adres, postcode en plaats van je organisatie in (Instellingen → Organisatie) om een e-factuur te maken.',
  },
  'einvoice.country': {
    en: 'Fill in a country Kwartier recognises (e.g. Nederland, Germany or NL) to create an e-invoice.',
    nl: 'Vul een land in dat Kwartier herkent (bijv. Nederland, Duitsland of NL) om een e-factuur te maken.',
  },
  'einvoice.client_address': {
    en: 'Fill in the client’s address, postcode and city to create an e-invoice.',
    nl: 'Vul adres, postcode en plaats van de klant in om een e-factuur te maken.',
  },
  'einvoice.client_electronic_address': {
    en: 'Fill in the client’s Peppol ID, or its KvK number (Dutch clients) or VAT number, to create an e-invoice.',
    nl: 'Vul de Peppol-ID van de klant in, of het KvK-nummer (Nederlandse klanten) of btw-nummer, om een e-factuur te maken.',
  },
  'einvoice.client_vat': {
    en: 'Reverse-charge lines need the client’s VAT number: fill it in to create an e-invoice.',
    nl: 'Regels met btw verlegd vragen het btw-nummer van de klant: vul het in om een e-factuur te maken.',
  },
  'einvoice.buyer_reference': {
    en: 'Fill in “Your reference” on the invoice (the client’s order number or reference) to create an e-invoice.',
    nl: 'Vul “Referentie van de klant” in op de factuur (het ordernummer of de referentie van de klant) om een e-factuur te maken.',
  },
  'einvoice.no_lines': {
    en: 'An invoice without lines has no e-invoice. Add a line first.',
    nl: 'Een factuur zonder regels heeft geen e-factuur. Voeg eerst een regel toe.',
  },
  'einvoice.credit_original': {
    en: 'A credit invoice’s e-invoice names the invoice it corrects, which no longer exists.',
    nl: 'De e-factuur van een creditfactuur noemt de factuur die ze corrigeert, en die bestaat niet meer.',
  },
  'invoices.no_lines': {
    en: 'An invoice without lines cannot be sent. Add a line or tracked time first.',
    nl: 'Een factuur zonder regels kan niet worden verzonden. Voeg eerst een regel of geregistreerde uren toe.',
  },
  'invoices.paid_before_invoice': {
    en: 'The payment date cannot lie before the invoice date.',
    nl: 'De betaaldatum kan niet vóór de factuurdatum liggen.',
  },
  'invoices.paid_on_needs_paid': {
    en: 'A payment date is only given when the invoice is marked as paid.',
    nl: 'Een betaaldatum wordt alleen opgegeven wanneer de factuur als betaald wordt gemarkeerd.',
  },
  'invoices.credit_needs_original': {
    en: 'A credit invoice is a copy: choose the invoice it corrects.',
    nl: 'Een creditfactuur is een kopie: kies de factuur die ze corrigeert.',
  },
  // Payments on invoices (resources/payments/rules.ts).
  'payments.concept': { en: 'A concept invoice cannot be paid: send it first.', nl: 'Een conceptfactuur kan niet worden betaald: verstuur haar eerst.' },
  'payments.nothing_outstanding': { en: 'Nothing is outstanding on this invoice.', nl: 'Op deze factuur staat niets meer open.' },
  'payments.amount_positive': { en: 'The amount must be more than zero.', nl: 'Het bedrag moet groter zijn dan nul.' },
  'payments.more_than_outstanding': {
    en: 'The amount is more than the outstanding amount of :outstanding.',
    nl: 'Het bedrag is hoger dan het openstaande bedrag van :outstanding.',
  },
  'payments.refund_negative': {
    en: 'This credit invoice is settled by paying back: record the refund as a negative amount, e.g. :outstanding.',
    nl: 'Deze creditfactuur wordt verrekend door terug te betalen: boek de terugbetaling als negatief bedrag, bijvoorbeeld :outstanding.',
  },
  'payments.more_than_refund': {
    en: 'The refund is more than the :outstanding still to be paid back.',
    nl: 'De terugbetaling is meer dan de :outstanding die nog terugbetaald moet worden.',
  },
  'payments.credit_not_removable': {
    en: 'This payment is the settlement by a credit invoice and cannot be removed.',
    nl: 'Deze betaling is de verrekening met een creditfactuur en kan niet worden verwijderd.',
  },
  // Tracked time on an invoice (GET/POST /api/invoices/{id}/trackedtime).
  'invoices.to_before_from': { en: 'The to date must be on or after the from date.', nl: 'De einddatum moet op of na de begindatum liggen.' },
  'invoices.tracked_time_gone': {
    en: 'Some of the chosen hours are no longer uninvoiced (they were added to an invoice meanwhile). Nothing was added: choose again.',
    nl: 'Een deel van de gekozen uren is niet meer ongefactureerd (ze zijn intussen op een factuur gezet). Er is niets toegevoegd: kies opnieuw.',
  },
  // The detail of an invoice line of tracked time: its hours as billed (rules.ts `trackedLineDetail`).
  'invoices.line_hours': { en: ':time h = :hours h × :rate', nl: ':time uur = :hours uur × :rate' },
  'invoices.line_hours_entries': {
    en: ':time h in :entries time entries, each to two decimals = :hours h × :rate',
    nl: ':time uur in :entries tijdregels, elk op twee decimalen = :hours uur × :rate',
  },
  // The time sheet: why a line or a day of it cannot be booked (TimeReadOnlyReason), and its other refusals.
  'time.reason.invoiced': { en: 'These hours are on an invoice and can no longer change.', nl: 'Deze uren staan op een factuur en kunnen niet meer veranderen.' },
  'time.reason.invoiced_elsewhere': { en: 'Invoiced outside Kwartier: these hours can no longer change.', nl: 'Buiten Kwartier gefactureerd: deze uren kunnen niet meer veranderen.' },
  'time.reason.not_on_activity': { en: 'You are not on this activity.', nl: 'Je staat niet op deze activiteit.' },
  'time.reason.project_inactive': { en: 'This project is inactive.', nl: 'Dit project is niet actief.' },
  'time.reason.activity_inactive': { en: 'This activity is inactive.', nl: 'Deze activiteit is niet actief.' },
  'time.reason.before_project_start': {
    en: 'This day lies before the start date of the project.',
    nl: 'Deze dag ligt vóór de startdatum van het project.',
  },
  'time.reason.after_project_end': {
    en: 'This day lies after the end date of the project.',
    nl: 'Deze dag ligt na de einddatum van het project.',
  },
  'time.day_full': {
    en: 'A day holds at most 24:00 hours; with this, :day would hold :total.',
    nl: 'Een dag telt hoogstens 24:00 uur; hiermee zou :day op :total komen.',
  },
  // The timer (resources/timer).
  'timer.none': { en: 'There is no timer to stop.', nl: 'Er is geen timer om te stoppen.' },
  'timer.time_zone': { en: 'This time zone is unknown.', nl: 'Deze tijdzone is onbekend.' },
  'timer.day_readonly': { en: 'Not saved on :day. :reason', nl: 'Niet opgeslagen op :day. :reason' },
  'timer.start_readonly': { en: 'The timer cannot run on :day. :reason', nl: 'De timer kan niet lopen op :day. :reason' },
  'time.note_needs_hours': {
    en: 'A note needs hours on the day. Enter the hours first.',
    nl: 'Een notitie hoort bij uren op die dag. Vul eerst de uren in.',
  },
  'time.line_exists': { en: 'This activity is already a line of this week.', nl: 'Deze activiteit staat al als regel in deze week.' },
  'time.line_invoiced': {
    en: 'These hours are on invoice :numbers, so the line cannot be deleted.',
    nl: 'Deze uren staan op factuur :numbers, dus de regel kan niet worden verwijderd.',
  },
  'time.line_invoiced_many': {
    en: 'These hours are on invoices :numbers, so the line cannot be deleted.',
    nl: 'Deze uren staan op facturen :numbers, dus de regel kan niet worden verwijderd.',
  },
  'time.line_readonly': {
    en: 'This line holds hours on a day that can no longer be changed, so it cannot be removed.',
    nl: 'Deze regel bevat uren op een dag die niet meer gewijzigd kan worden, dus hij kan niet worden verwijderd.',
  },
  'time.copy_not_empty': {
    en: 'This week already has lines. Copy last week fills an empty week only.',
    nl: 'Deze week heeft al regels. Vorige week kopiëren vult alleen een lege week.',
  },
  'time.copy_nothing': { en: 'Last week has no lines to copy.', nl: 'Vorige week heeft geen regels om te kopiëren.' },
  // Approval of weeks and period locks (resources/approval).
  'time.reason.submitted': {
    en: 'This week is submitted for approval and cannot change until it is rejected.',
    nl: 'Deze week is ter goedkeuring ingediend en kan niet veranderen tot hij is afgekeurd.',
  },
  'time.reason.approved': { en: 'This week is approved and can no longer change.', nl: 'Deze week is goedgekeurd en kan niet meer veranderen.' },
  'time.reason.locked': { en: 'This day lies in a locked period.', nl: 'Deze dag valt in een afgesloten periode.' },
  'approval.an_admin': { en: 'An administrator', nl: 'Een beheerder' },
  'approval.off': { en: 'Approval of weeks is turned off for this organisation.', nl: 'Goedkeuring van weken staat uit voor deze organisatie.' },
  'approval.already_submitted': { en: 'This week is already submitted.', nl: 'Deze week is al ingediend.' },
  'approval.already_approved': { en: 'This week is already approved.', nl: 'Deze week is al goedgekeurd.' },
  'approval.not_submitted': { en: 'Only a submitted week can be approved or rejected.', nl: 'Alleen een ingediende week kan worden goedgekeurd of afgekeurd.' },
  'approval.not_approved': { en: 'Only an approved week can have its approval undone.', nl: 'Alleen van een goedgekeurde week kan de goedkeuring ongedaan worden gemaakt.' },
  'approval.week_invoiced': {
    en: 'Hours of this week are on an invoice; its approval can no longer be undone.',
    nl: 'Uren van deze week staan op een factuur; de goedkeuring kan niet meer ongedaan worden gemaakt.',
  },
  'approval.lock_end_before_start': { en: 'The end date must be on or after the start date.', nl: 'De einddatum moet op of na de begindatum liggen.' },
  'approval.lock_too_long': { en: 'A locked period spans at most :days days.', nl: 'Een afgesloten periode beslaat hoogstens :days dagen.' },
  'mail.rejected.subject': { en: 'Your week of :week was rejected', nl: 'Je week van :week is afgekeurd' },
  'mail.rejected.intro': {
    en: ':admin rejected your hours of the week of :week at :organization. Their comment:',
    nl: ':admin heeft je uren van de week van :week bij :organization afgekeurd. De toelichting:',
  },
  'mail.rejected.action': { en: 'Open the week', nl: 'Week openen' },
  'mail.rejected.outro': {
    en: 'Change the hours where needed and submit the week again.',
    nl: 'Pas de uren aan waar nodig en dien de week opnieuw in.',
  },
  // A week as a reporting period names its number and week-year (resources/period/rules.ts).
  'period.week': { en: 'Week :week, :year', nl: 'week :week, :year' },
  // The dashboard's date range (DashboardRequest).
  'dashboard.to_before_from': { en: 'The to date must be on or after the from date.', nl: 'De einddatum moet op of na de begindatum liggen.' },
  'dashboard.range_too_long': {
    en: 'The period may span at most :days days.',
    nl: 'De periode mag hoogstens :days dagen beslaan.',
  },
  // Reports (resources/reports): the groups asked for.
  'reports.group_twice': { en: 'Choose two different groups.', nl: 'Kies twee verschillende groeperingen.' },
  'reports.two_periods': { en: 'Group by at most one of day, week and month.', nl: 'Groepeer op hoogstens één van dag, week en maand.' },
  'mail.greeting': { en: 'Hello,', nl: 'Hallo,' },
  'mail.invitation.subject': {
    en: 'You are invited to join :organization on Kwartier',
    nl: 'Je bent uitgenodigd voor :organization op Kwartier',
  },
  'mail.invitation.intro': {
    en: ':organization invites you to join its team on Kwartier, for time tracking and invoicing.',
    nl: ':organization nodigt je uit om het team op Kwartier te komen versterken, voor urenregistratie en facturatie.',
  },
  'mail.invitation.action': { en: 'Accept the invitation', nl: 'Uitnodiging accepteren' },
  'mail.invitation.outro': {
    en: 'If you did not expect this invitation, you can ignore this email.',
    nl: 'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
  },
  'mail.reset.subject': { en: 'Reset your Kwartier password', nl: 'Stel je Kwartier-wachtwoord opnieuw in' },
  'mail.reset.intro': {
    en: 'You receive this email because someone asked to reset the password of your Kwartier account.',
    nl: 'Je ontvangt deze e-mail omdat er gevraagd is het wachtwoord van je Kwartier-account opnieuw in te stellen.',
  },
  'mail.reset.action': { en: 'Reset password', nl: 'Wachtwoord opnieuw instellen' },
  'mail.reset.expiry': {
    en: 'This link works once and expires in :minutes minutes.',
    nl: 'Deze link werkt één keer en verloopt over :minutes minuten.',
  },
  'mail.reset.outro': {
    en: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    nl: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
  },
  'mail.link_hint': {
    en: 'If the button does not work, copy this address into your browser:',
    nl: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
  },
  // Invoices by mail (resources/invoicemails): the built-in templates — placeholders in braces,
  // filled in the invoice's language (invoicemails/rules.ts) — and the answers about sending.
  'mailtemplate.invoice.subject': { en: 'Invoice {number} from {organization}', nl: 'Factuur {number} van {organization}' },
  'mailtemplate.invoice.body': {
    en: 'Dear {contact},\n\nPlease find attached invoice {number} of {amount}. We kindly ask you to pay it by {duedate}.\n\nKind regards,\n{organization}',
    nl: 'Beste {contact},\n\nIn de bijlage vind je factuur {number} van {amount}. We verzoeken je vriendelijk deze uiterlijk {duedate} te betalen.\n\nMet vriendelijke groet,\n{organization}',
  },
  // A credit invoice's mail (invoicemails/rules.ts creditTemplate): the credited invoice is filled in as :original, :originaldate.
  'mailtemplate.credit.subject': { en: 'Credit invoice {number} from {organization}', nl: 'Creditfactuur {number} van {organization}' },
  'mailtemplate.credit.body': {
    en: 'Dear {contact},\n\nPlease find attached credit invoice {number} of {amount}, which credits invoice :original of :originaldate. You do not need to pay anything for it.\n\nKind regards,\n{organization}',
    nl: 'Beste {contact},\n\nIn de bijlage vind je creditfactuur {number} van {amount}, die factuur :original van :originaldate crediteert. Je hoeft hiervoor niets te betalen.\n\nMet vriendelijke groet,\n{organization}',
  },
  'mailtemplate.credit.body_no_original': {
    en: 'Dear {contact},\n\nPlease find attached credit invoice {number} of {amount}. You do not need to pay anything for it.\n\nKind regards,\n{organization}',
    nl: 'Beste {contact},\n\nIn de bijlage vind je creditfactuur {number} van {amount}. Je hoeft hiervoor niets te betalen.\n\nMet vriendelijke groet,\n{organization}',
  },
  'mailtemplate.reminder.subject': { en: 'Reminder: invoice {number} from {organization}', nl: 'Herinnering: factuur {number} van {organization}' },
  'mailtemplate.reminder.body': {
    en: 'Dear {contact},\n\nAccording to our records invoice {number} of {amount}, due on {duedate}, has not been paid in full yet: {outstanding} is still open. Could you please pay it soon? If you have paid it meanwhile, please ignore this mail.\n\nKind regards,\n{organization}',
    nl: 'Beste {contact},\n\nVolgens onze administratie is factuur {number} van {amount}, te betalen vóór {duedate}, nog niet volledig betaald: er staat nog {outstanding} open. Wil je deze zo spoedig mogelijk betalen? Heb je inmiddels betaald, dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\n{organization}',
  },
  'invoicemails.reminder_not_sent': {
    en: 'A payment reminder is only for a sent invoice that is not paid yet.',
    nl: 'Een betalingsherinnering is er alleen voor een verstuurde factuur die nog niet betaald is.',
  },
  'invoicemails.link': { en: 'View the invoice online:', nl: 'Bekijk de factuur online:' },
  'invoicemails.refused': {
    en: 'The mail could not be sent, so the invoice is unchanged. The mail server answered: :reason',
    nl: 'De e-mail kon niet worden verstuurd, dus de factuur is ongewijzigd. De mailserver antwoordde: :reason',
  },
  'invoicemails.ubl_unavailable': {
    en: 'The e-invoice cannot be attached: :reason',
    nl: 'De e-factuur kan niet worden bijgevoegd: :reason',
  },
  'invoicemails.template_twice': {
    en: 'Each kind of mail and language can be given once.',
    nl: 'Elk soort e-mail en elke taal kan één keer worden opgegeven.',
  },
  // Importing time.
  'import.unknown_format': {
    en: 'This is not a CSV export of Toggl Track (detailed report), Clockify (detailed report) or Harvest (time report).',
    nl: 'Dit is geen CSV-export van Toggl Track (gedetailleerd rapport), Clockify (gedetailleerd rapport) of Harvest (urenrapport).',
  },
  'import.no_rows': { en: 'The file holds no rows of time.', nl: 'Het bestand bevat geen regels met tijd.' },
  'import.started': { en: 'This import has been started already.', nl: 'Deze import is al gestart.' },
  'import.not_started': { en: 'Choose what to import and start the import first.', nl: 'Kies eerst wat je importeert en start de import.' },
  'import.no_client': { en: 'No client', nl: 'Geen klant' },
  'import.no_project': { en: 'No project', nl: 'Geen project' },
  'import.no_task': { en: 'General', nl: 'Algemeen' },
  'import.reason.unknown_member': {
    en: '“:name” is not mapped to a member of the organisation.',
    nl: '“:name” is niet gekoppeld aan een lid van de organisatie.',
  },
  'import.reason.day_full': {
    en: 'A day holds at most 24:00 hours; with this row the member’s day would hold more.',
    nl: 'Een dag telt hoogstens 24:00 uur; met deze regel zou de dag van het lid op meer komen.',
  },
  'import.reason.no_time': {
    en: 'The row holds less than half a minute (every row is rounded to the nearest minute).',
    nl: 'De regel bevat minder dan een halve minuut (elke regel wordt afgerond op de dichtstbijzijnde minuut).',
  },
  'import.reason.unreadable_date': { en: 'The date of the row cannot be read: “:value”.', nl: 'De datum van de regel is niet te lezen: “:value”.' },
  'import.reason.unreadable_duration': { en: 'The duration of the row cannot be read: “:value”.', nl: 'De duur van de regel is niet te lezen: “:value”.' },
  'import.reason.invoiced_mixed': {
    en: 'One entry cannot hold time invoiced elsewhere and time that was not: the member’s day of this activity already holds the other kind.',
    nl: 'Eén boeking kan niet zowel elders gefactureerde als niet gefactureerde tijd bevatten: de dag van het lid op deze activiteit bevat al de andere soort.',
  },
  'import.billable_suffix': { en: ' (billable)', nl: ' (declarabel)' },
  'import.not_billable_suffix': { en: ' (not billable)', nl: ' (niet declarabel)' },
  'import.client_needed': {
    en: 'Choose a client for the projects without one: a project is never created without a client.',
    nl: 'Kies een klant voor de projecten zonder klant: een project wordt nooit zonder klant aangemaakt.',
  },
  'import.billable_differs': {
    en: 'A task goes to an activity of its own billable state: choose one that is (not) billable like its rows, or create one.',
    nl: 'Een taak gaat naar een activiteit die net zo declarabel is als de regels: kies er een die (niet) declarabel is zoals de regels, of maak er een aan.',
  },
  // Personal access tokens and CORS origins.
  'token.account_session_only': {
    en: 'Your password, email, two-factor sign-in and account are changed signed in, not with an API token.',
    nl: 'Je wachtwoord, e-mailadres, tweestapsverificatie en account wijzig je als je bent ingelogd, niet met een API-token.',
  },
  'token.session_only': {
    en: 'An API token cannot make API tokens: sign in to make one.',
    nl: 'Met een API-token maak je geen API-tokens: log in om er een te maken.',
  },
  'token.read_only': { en: 'This API token may only read.', nl: 'Dit API-token mag alleen lezen.' },
  'token.expiry_required': {
    en: 'Give the number of days or a date it expires on.',
    nl: 'Geef het aantal dagen of de datum waarop het verloopt.',
  },
  'token.expiry_range': {
    en: 'The :field must be after today and at most 365 days ahead.',
    nl: 'Het veld :field moet na vandaag liggen en hoogstens 365 dagen vooruit.',
  },
  'organization.api_origins_duplicate': {
    en: 'The :field list names an origin twice.',
    nl: 'De lijst :field noemt een herkomst twee keer.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageId = keyof typeof catalog;

/** Whether a text is the id of a message of the catalogue. */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(catalog, id);
}

export function translate(locale: Locale, id: MessageId, params: Params = {}): string {
  return catalog[id][locale].replace(/:(\w+)/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** How a request field is named inside a sentence: `password_confirmation` → 'password confirmation'. */
/**
 * How each field of the contract is named inside a message, per language: 'Het veld naam is
 * verplicht', not 'Het veld name is verplicht'. Every property of a request body in openapi.yaml
 * has an entry (a test reads the contract); a field missing here is named by its key with spaces.
 */
const FIELD_LABELS: Record<string, Record<Locale, string>> = {
  clients: { en: 'clients', nl: 'klanten' },
  file: { en: 'file', nl: 'bestand' },
  format: { en: 'format', nl: 'formaat' },
  include: { en: 'include', nl: 'meenemen' },
  key: { en: 'key', nl: 'sleutel' },
  projects: { en: 'projects', nl: 'projecten' },
  tasks: { en: 'tasks', nl: 'taken' },
  users: { en: 'people', nl: 'personen' },
  user_id: { en: 'member', nl: 'lid' },
  accent_color: { en: 'accent colour', nl: 'accentkleur' },
  attach_pdf: { en: 'attach PDF', nl: 'pdf bijvoegen' },
  attach_ubl: { en: 'attach e-invoice', nl: 'e-factuur bijvoegen' },
  bcc: { en: 'bcc', nl: 'bcc' },
  cc: { en: 'cc', nl: 'cc' },
  include_link: { en: 'include link', nl: 'link toevoegen' },
  recipients: { en: 'to', nl: 'aan' },
  templates: { en: 'templates', nl: 'sjablonen' },
  activity_id: { en: 'activity', nl: 'activiteit' },
  // Reports.
  activity_ids: { en: 'activities', nl: 'activiteiten' },
  billable: { en: 'billable', nl: 'declarabel' },
  client_ids: { en: 'clients', nl: 'klanten' },
  group_by: { en: 'group by', nl: 'groeperen op' },
  invoiced: { en: 'invoiced', nl: 'gefactureerd' },
  page: { en: 'page', nl: 'pagina' },
  per_page: { en: 'entries per page', nl: 'regels per pagina' },
  project_ids: { en: 'projects', nl: 'projecten' },
  user_ids: { en: 'team members', nl: 'teamleden' },
  address: { en: 'address', nl: 'adres' },
  amount: { en: 'amount', nl: 'aantal' },
  body: { en: 'body', nl: 'inhoud' },
  kind: { en: 'kind', nl: 'soort' },
  message: { en: 'message', nl: 'bericht' },
  subject: { en: 'subject', nl: 'onderwerp' },
  chamberofcommerce: { en: 'chamber of commerce number', nl: 'KvK-nummer' },
  peppol_id: { en: 'Peppol ID', nl: 'Peppol-ID' },
  buyer_reference: { en: 'your reference', nl: 'referentie van de klant' },
  vat_category: { en: 'VAT category', nl: 'btw-categorie' },
  vat_exemption_reason: { en: 'exemption reason', nl: 'reden van vrijstelling' },
  city: { en: 'city', nl: 'plaats' },
  client_id: { en: 'client', nl: 'klant' },
  clientnumber: { en: 'client number', nl: 'klantnummer' },
  color: { en: 'colour', nl: 'kleur' },
  contact_id: { en: 'contact', nl: 'contactpersoon' },
  country: { en: 'country', nl: 'land' },
  credit: { en: 'credit invoice', nl: 'creditfactuur' },
  date: { en: 'date', nl: 'datum' },
  dateformat: { en: 'date format', nl: 'datumnotatie' },
  description: { en: 'description', nl: 'omschrijving' },
  email: { en: 'email', nl: 'e-mail' },
  enddate: { en: 'end date', nl: 'einddatum' },
  firstdayoftheweek: { en: 'first day of the week', nl: 'eerste dag van de week' },
  from: { en: 'from', nl: 'van' },
  group: { en: 'grouping', nl: 'groepering' },
  iban: { en: 'IBAN', nl: 'IBAN' },
  id: { en: 'id', nl: 'id' },
  invoice_id: { en: 'invoice', nl: 'factuur' },
  invoice_prefix: { en: 'invoice number prefix', nl: 'voorvoegsel factuurnummer' },
  invoice_termofpayment: { en: 'term of payment', nl: 'betalingstermijn' },
  invoice_text: { en: 'invoice text', nl: 'factuurtekst' },
  invoicedate: { en: 'invoice date', nl: 'factuurdatum' },
  invoicenumber: { en: 'invoice number', nl: 'factuurnummer' },
  invoicenumber_min_length: { en: 'minimum length of the invoice number', nl: 'minimale lengte factuurnummer' },
  invoice_reminders: { en: 'payment reminders', nl: 'betalingsherinneringen' },
  invoice_recurring_send: { en: 'send recurring invoices at once', nl: 'terugkerende facturen meteen versturen' },
  time_approval: { en: 'approval of weeks', nl: 'goedkeuring van weken' },
  member_team_notes: { en: 'colleagues\' notes for members', nl: 'notities van collega\'s voor leden' },
  approve_admin_weeks: { en: 'approval of admins\' weeks', nl: 'goedkeuring van weken van beheerders' },
  two_factor_admins: { en: 'two-factor sign-in for admins', nl: 'tweestapsverificatie voor beheerders' },
  api_origins: { en: 'allowed origins', nl: 'toegestane herkomsten' },
  expires_in_days: { en: 'days until it expires', nl: 'dagen tot het verloopt' },
  expires_on: { en: 'expiry date', nl: 'vervaldatum' },
  code: { en: 'code', nl: 'code' },
  recovery_code: { en: 'recovery code', nl: 'herstelcode' },
  comment: { en: 'comment', nl: 'toelichting' },
  status: { en: 'status', nl: 'status' },
  start_date: { en: 'start date', nl: 'begindatum' },
  end_date: { en: 'end date', nl: 'einddatum' },
  invoice_reminder_days: { en: 'days after the due date', nl: 'dagen na de vervaldatum' },
  timer_rounding: { en: 'timer rounding', nl: 'afronding timer' },
  time_zone: { en: 'time zone', nl: 'tijdzone' },
  at: { en: 'moment', nl: 'moment' },
  timer: { en: 'timer', nl: 'timer' },
  keys: { en: 'hours to add', nl: 'toe te voegen uren' },
  locale: { en: 'language', nl: 'taal' },
  invoice_language: { en: 'invoice language', nl: 'factuurtaal' },
  organization_name: { en: 'organisation name', nl: 'naam organisatie' },
  organization_locale: { en: 'organisation language', nl: 'taal organisatie' },
  logo: { en: 'logo', nl: 'logo' },
  method: { en: 'payment method', nl: 'betaalwijze' },
  note: { en: 'note', nl: 'notitie' },
  notes: { en: 'notes', nl: 'notities' },
  billable_time: { en: 'billable time', nl: 'declarabele tijd' },
  name: { en: 'name', nl: 'naam' },
  original_invoice_id: { en: 'original invoice', nl: 'oorspronkelijke factuur' },
  paid_on: { en: 'payment date', nl: 'betaaldatum' },
  password: { en: 'password', nl: 'wachtwoord' },
  successor_id: { en: 'successor', nl: 'opvolger' },
  delete_organization: { en: 'delete the organisation', nl: 'organisatie verwijderen' },
  password_confirmation: { en: 'password confirmation', nl: 'wachtwoordbevestiging' },
  period: { en: 'period', nl: 'periode' },
  phone: { en: 'phone', nl: 'telefoon' },
  price: { en: 'price', nl: 'prijs' },
  period_start: { en: 'start of the period', nl: 'begin van de periode' },
  period_end: { en: 'end of the period', nl: 'einde van de periode' },
  primary_color: { en: 'primary colour', nl: 'primaire kleur' },
  project_id: { en: 'project', nl: 'project' },
  projectnumber: { en: 'project number', nl: 'projectnummer' },
  rate: { en: 'hourly rate', nl: 'uurtarief' },
  scope: { en: 'scope', nl: 'bereik' },
  secondary_color: { en: 'secondary colour', nl: 'secundaire kleur' },
  service: { en: 'service', nl: 'dienst' },
  service_id: { en: 'service', nl: 'dienst' },
  servicenumber: { en: 'service number', nl: 'dienstnummer' },
  startdate: { en: 'start date', nl: 'startdatum' },
  status_id: { en: 'status', nl: 'status' },
  teammember_id: { en: 'team member', nl: 'teamlid' },
  time: { en: 'time', nl: 'tijd' },
  timescope: { en: 'time scope', nl: 'tijdvak' },
  timeunit: { en: 'time unit', nl: 'tijdseenheid' },
  to: { en: 'to', nl: 'tot' },
  token: { en: 'token', nl: 'token' },
  unitprice: { en: 'unit price', nl: 'stukprijs' },
  unit_price: { en: 'unit price', nl: 'stukprijs' },
  update: { en: 'update', nl: 'update' },
  v: { en: 'version', nl: 'versie' },
  // Both the VAT number of an organisation or client and the VAT rate of an invoice line.
  vat: { en: 'VAT', nl: 'btw' },
  website: { en: 'website', nl: 'website' },
  year: { en: 'year', nl: 'jaar' },
  zipcode: { en: 'postcode', nl: 'postcode' },
  'Idempotency-Key': { en: 'Idempotency-Key', nl: 'Idempotency-Key' },
};

/** A field's name for a message: the last non-index part of its path (`lines.0.unit_price` → unit price). */
export function fieldLabel(field: string, locale: Locale = 'en'): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  return FIELD_LABELS[last]?.[locale] ?? last.replace(/_/g, ' ');
}

/** Whether {@link fieldLabel} knows the field (for the test that every contract field has labels). */
export function hasFieldLabel(field: string): boolean {
  return field in FIELD_LABELS;
}

/**
 * The locale to answer in: the signed-in user's, else the browser's first choice of ours
 * (Accept-Language), else English, the product's default.
 */
export function pickLocale(userLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (userLocale === 'en' || userLocale === 'nl') return userLocale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => entry.lang === 'en' || entry.lang === 'nl');
  return (first?.lang as Locale | undefined) ?? 'en';
}
