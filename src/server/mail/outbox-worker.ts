import { renderDossierMail } from '../notary-dossier/dossier-mail';
import type { FastifyBaseLogger } from 'fastify';
import { isLanguage, type Language } from '#shared/languages.ts';
import type { Database } from '../db/client';
import { MAIL_KINDS, type MailKind } from './mail-kinds';
import { domainOf, isPermanentRefusal, PARALLEL_SENDS, type MailSender } from './mail-sender';
import { loadMailTexts, type MailTexts } from './mail-texts';
import { offerReceipt } from '../receipts/offer-receipt';
import { issueVerificationToken } from '../offers/offer-verification';
import { findOfferMailSubject } from './offer-mail-subject';
import type { BidderKeys } from '../my-offers/bidder-keys';
import type { InvitationKeys } from '../accounts/invitation-keys';
import { findInvitationMailSubject, renderInvitationMail } from '../accounts/invitation-mail';
import type { DocumentAccessKeys } from '../documents/document-access-keys';
import { findAccessMailSubject } from '../documents/document-access';
import { renderAccessMail, renderWithdrawalMail } from '../documents/access-mail';
import { agreementAttachment, isAgreement } from '../documents/commission-agreement-pdf';
import { documentsOpenTo, renderDocumentNewsMail } from '../documents/document-news';
import { renderOfferMail, type RenderedMail } from './offer-mails';
import { isAlertKind } from '#shared/offer-alerts/alert-kinds.ts';
import { findAlertSubject, renderAlertMail } from '../offer-alerts/alert-mails';
import type { ViewingKeys } from '../viewings/viewing-keys';
import { findViewingSubject } from '../viewings/viewing-bookings';
import { organizerOf, renderViewingMail } from '../viewings/viewing-mails';
import { findBidderMessage } from '../bidder-messages/bidder-messages';
import { renderBidderMessage } from '../bidder-messages/bidder-message-mail';
import { claimDueMails, markAttemptFailed, markSent, releaseMails, type OutboxRow } from './outbox';

export interface OutboxWorkerTiming {
  /** How often the outbox is looked at without being poked (other instances' offers, retries). */
  pollIntervalMs: number;
  /** The first retry's wait; each further one waits twice as long, up to an hour. */
  retryBaseMs: number;
  /** After this many failed attempts a mail is given up (failed) until the admin retries it. */
  maxAttempts: number;
  /** How long a claimed mail stays with this instance before others may take it over. */
  leaseMs: number;
}

const DEFAULT_OUTBOX_TIMING: OutboxWorkerTiming = {
  pollIntervalMs: 15_000,
  retryBaseMs: 30_000,
  maxAttempts: 15,
  leaseMs: 120_000,
};

const BATCH_SIZE = 20;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

interface WorkerDeps {
  db: Database;
  sender: MailSender;
  from: string;
  publicUrl: string;
  /** Makes the token of the bidder's own page, linked from their confirmation. */
  bidderKeys: BidderKeys;
  invitationKeys: InvitationKeys;
  documentAccessKeys: DocumentAccessKeys;
  viewingKeys: ViewingKeys;
  log: FastifyBaseLogger;
  timing?: Partial<OutboxWorkerTiming>;
}

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Sends what waits in the outbox: when poked (an offer was stored here), and every poll interval
 * (offers stored by other instances, mails due for a retry). One pass at a time per instance;
 * several instances share the work through claimDueMails.
 */
export class OutboxWorker {
  private readonly timing: OutboxWorkerTiming;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private pokedWhileRunning = false;
  private stopped = false;

  constructor(private readonly deps: WorkerDeps) {
    this.timing = { ...DEFAULT_OUTBOX_TIMING, ...deps.timing };
  }

  start(): void {
    this.poke();
  }

  /** Look at the outbox now (again after the current pass, if one is running). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.pokedWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.pokedWhileRunning) {
        this.pokedWhileRunning = false;
        this.poke();
      } else {
        this.timer = setTimeout(() => this.poke(), this.timing.pollIntervalMs);
      }
    });
  }

  /** Lets the mail being sent finish; claimed mails not reached yet are taken up after their lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.deps.sender.close();
  }

  private async pass(): Promise<void> {
    try {
      for (;;) {
        const due = await claimDueMails(this.deps.db, BATCH_SIZE, this.timing.leaseMs);
        if (due.length === 0) return;
        const texts = new Map<Language, MailTexts>();
        // A few at a time, one per pooled SMTP connection (mail-sender.ts).
        for (let start = 0; start < due.length; start += PARALLEL_SENDS) {
          if (this.stopped) {
            // Stopping: what was claimed but not tried is handed back, due at once for whoever comes next.
            await releaseMails(
              this.deps.db,
              due.slice(start).map((rest) => rest.id),
            );
            return;
          }
          await Promise.all(due.slice(start, start + PARALLEL_SENDS).map((row) => this.deliver(row, texts)));
        }
      }
    } catch (error) {
      // The database is away: the mails stay in the outbox, the next pass tries again.
      this.deps.log.warn({ err: error }, 'mail outbox not reachable');
    }
  }

  private async deliver(row: OutboxRow, texts: Map<Language, MailTexts>): Promise<void> {
    const { db, sender, log } = this.deps;
    let mail: RenderedMail | null;
    try {
      mail = await this.render(row, texts);
    } catch (error) {
      await markAttemptFailed(db, row.id, `could not be written: ${(error as Error).message}`, null);
      return;
    }
    if (!mail) {
      await markAttemptFailed(
        db,
        row.id,
        row.invitationId
          ? 'the invitation was accepted or withdrawn'
          : row.offerMessageId
            ? 'the letter no longer exists'
            : row.viewingBookingId
              ? 'the viewing booking changed meanwhile'
              : row.documentAccessId
                ? 'the request for documents no longer exists'
                : 'the offer it was about no longer exists',
        null,
      );
      return;
    }
    const messageId = `<${row.id}@${domainOf(this.deps.from)}>`;
    try {
      await sender.send({ ...mail, to: row.recipients, messageId, language: row.language });
    } catch (error) {
      const giveUp = isPermanentRefusal(error) || row.attempts >= this.timing.maxAttempts;
      const retryIn = giveUp ? null : retryDelayMs(row.attempts, this.timing.retryBaseMs);
      log.warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, retryInMs: retryIn }, 'mail not sent');
      await markAttemptFailed(db, row.id, (error as Error).message.slice(0, 500), retryIn);
      return;
    }
    await markSent(db, row.id, messageId);
    log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
  }

  private async render(row: OutboxRow, texts: Map<Language, MailTexts>): Promise<RenderedMail | null> {
    const language: Language = isLanguage(row.language) ? row.language : 'de';
    const textsOf = async (wanted: Language) => {
      let t = texts.get(wanted);
      if (!t) {
        t = await loadMailTexts(this.deps.db, wanted);
        texts.set(wanted, t);
      }
      return t;
    };
    const t = await textsOf(language);
    if (row.invitationId) {
      // A team invitation (decision 0119): accepted or withdrawn meanwhile, it is not sent.
      const subject = await findInvitationMailSubject(this.deps.db, row.invitationId);
      if (!subject) return null;
      const token = this.deps.invitationKeys.tokenOf(row.invitationId);
      return renderInvitationMail(language, subject, t, this.deps.publicUrl, token);
    }
    if (row.viewingBookingId) {
      // A viewing booking (decision 0133): said as the booking stands when the mail leaves.
      const subject = await findViewingSubject(this.deps.db, row.viewingBookingId);
      if (!subject) return null;
      return renderViewingMail(row.kind, language, subject, t, {
        publicUrl: this.deps.publicUrl,
        key: this.deps.viewingKeys.tokenOf(row.viewingBookingId),
        organizer: organizerOf(this.deps.from),
      });
    }
    if (row.documentAccessId) {
      // The link to a property's documents: a request deleted meanwhile (with its property) is not sent.
      const subject = await findAccessMailSubject(this.deps.db, row.documentAccessId);
      if (!subject) return null;
      if (row.kind === MAIL_KINDS.documentWithdrawal) return renderWithdrawalMail(language, subject, t);
      const key = this.deps.documentAccessKeys.tokenOf(row.documentAccessId);
      if (row.kind === MAIL_KINDS.documentNews) {
        // What is open to the person as it stands when the mail leaves.
        const documents = await documentsOpenTo(this.deps.db, subject.propertyId);
        return renderDocumentNewsMail(language, subject, documents, t, this.deps.publicUrl, key);
      }
      const mail = renderAccessMail(language, subject, t, this.deps.publicUrl, key);
      // A commission agreement travels as a PDF with its link (decision 0127): the durable medium.
      return isAgreement(subject) ? { ...mail, attachments: [await agreementAttachment(subject, language, t)] } : mail;
    }
    if (row.offerMessageId) {
      // The agent's letter (decision 0135): as it was stored when sent.
      const message = await findBidderMessage(this.deps.db, row.offerMessageId);
      return message ? renderBidderMessage(message, language) : null;
    }
    if (!row.offerId) return null;
    // The notary's dossier (decision 0138): on the awarded offer, in German, drawn as it stands now.
    if (row.kind === MAIL_KINDS.notaryDossier) return renderDossierMail(this.deps.db, row.offerId, await textsOf('de'));
    if (isAlertKind(row.kind)) {
      // A bidder's alert (decision 0115): what it says is read now, the procedure as it stands.
      const subject = await findAlertSubject(this.deps.db, row.offerId);
      if (!subject) return null;
      const token = this.deps.bidderKeys.tokenOf(row.offerId);
      return renderAlertMail(row.kind, language, subject, t, this.deps.publicUrl, token);
    }
    const offer = await findOfferMailSubject(this.deps.db, row.offerId);
    if (!offer) return null;
    if (row.kind !== MAIL_KINDS.offerConfirmation) {
      return renderOfferMail(row.kind as MailKind, language, offer, t, this.deps.publicUrl);
    }
    // A fresh link for each mail sent (decision 0072): only its hash is stored, so it cannot be read back.
    const token = await issueVerificationToken(this.deps.db, offer.id);
    const mail = renderOfferMail(row.kind as MailKind, language, offer, t, this.deps.publicUrl, {
      verificationToken: token,
      myOffersToken: this.deps.bidderKeys.tokenOf(offer.id),
    });
    // The bidder's receipt, rendered from the stored rows: the same file on every attempt.
    const receipt = await offerReceipt(
      offer,
      language,
      { [language]: t, de: await textsOf('de') },
      this.deps.publicUrl,
    );
    return { ...mail, attachments: [receipt] };
  }
}
