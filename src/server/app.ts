import fastifyCookie from '@fastify/cookie';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { SiteRenderer } from '#shared/site/site-render.ts';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '#shared/api/admin-api-prefix.ts';
import apiDocsRoutes from './api/api-docs-routes';
import { adminGuard } from './auth/admin-guard';
import { CLIENT_DIST_DIR } from './paths';
import { OneLineRequestLog } from './request-log';
import { requestIdOf } from './request-identity';
import { trustProxyOption } from './trust-proxy';
import adminOfferRoutes from './offers/admin-offer-routes';
import adminMailRoutes from './mail/admin-mail-routes';
import adminImageRoutes from './images/admin-image-routes';
import adminPageRoutes from './pages/admin-page-routes';
import adminPropertyRoutes from './properties/admin-property-routes';
import contactPhotoRoutes from './properties/contact-photo-routes';
import homePageRoute from './properties/home-page-route';
import { loadSiteRenderer } from './site/site-renderer';
import { registerSiteRoutes, type NotFoundPageSender } from './site/site-routes';
import { isSiteTemplate } from './site/site-document';
import robotsRoute from './seo/robots-route';
import sitemapRoute from './seo/sitemap-route';
import adminTranslationRoutes from './translations/admin-translation-routes';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import mailPlugin from './mail/mail-plugin';
import jobsPlugin from './jobs/jobs-plugin';
import documentPreviewsPlugin from './documents/document-previews-plugin';
import { ViewingKeys } from './viewings/viewing-keys';
import viewingRoutes from './viewings/viewing-routes';
import adminViewingRoutes from './viewings/admin-viewing-routes';
import bidderMessageRoutes from './bidder-messages/bidder-message-routes';
import awardRoutes from './award/award-routes';
import finalRoundRoutes from './final-round/final-round-routes';
import finalOfferRoutes from './final-round/final-offer-routes';
import notaryDossierRoutes from './notary-dossier/dossier-routes';
import identificationRoutes from './identification/identification-routes';
import identificationBuyerRoutes from './identification/identification-buyer-routes';
import { IdentificationKeys } from './identification/identification-keys';
import viewingRemindersPlugin from './viewings/viewing-reminders-plugin';
import statisticsKeeper from './db/statistics-keeper';
import offerEventsPlugin from './offers/offer-events-plugin';
import adminEventsRoutes from './offers/admin-events-routes';
import adminAuditRoutes from './audit/admin-audit-routes';
import adminSessionRoutes from './auth/admin-session-routes';
import secondFactorRoutes from './auth/second-factor-routes';
import adminPrivacyRoutes from './privacy/admin-privacy-routes';
import adminReceiptRoutes from './receipts/admin-receipt-routes';
import adminBidLogRoutes from './bid-log/admin-bid-log-routes';
import type { OutboxWorkerTiming } from './mail/outbox-worker';
import errorsPlugin from './plugins/errors';
import frontDoor from './plugins/front-door';
import publicReadsPlugin from './public-reads/public-reads-plugin';
import sessionPlugin from './plugins/session';
import staticFilesPlugin from './plugins/static-files';
import { ACCOUNT_SLOWDOWN, type AccountSlowdownOptions } from './auth/account-slowdown';
import { secondFactorKeysFor } from './auth/second-factor-keys';
import authRoutes from './auth/auth-routes';
import { PasswordCheckGate } from './auth/password-check-gate';
import { clientKeyOf } from './limits/client-key';
import { refuseSignInsWhileChecksFull } from './auth/sign-in-shedding';
import healthRoutes from './health/health-routes';
import publicOfferRoutes from './offers/offer-routes';
import standingRoutes from './offers/standing-routes';
import verificationRoutes from './offers/verification-routes';
import entryCheckRoutes from './bid-log/entry-check-routes';
import { accessibilityFeedbackRoutes, adminAccessibilityFeedbackRoutes } from './accessibility/feedback-routes';
import sellerViewRoutes from './seller-view/seller-view-routes';
import myOffersRoutes from './my-offers/my-offers-routes';
import alertsPlugin from './offer-alerts/alerts-plugin';
import unsubscribeRoutes from './offer-alerts/unsubscribe-routes';
import { BidderKeys } from './my-offers/bidder-keys';
import { InvitationKeys } from './accounts/invitation-keys';
import { DocumentAccessKeys } from './documents/document-access-keys';
import documentAccessRoutes from './documents/document-access-routes';
import { DocumentLinks } from './documents/document-links';
import adminDocumentRoutes from './documents/admin-document-routes';
import adminDocumentTermsRoutes from './documents/admin-document-terms-routes';
import adminDocumentRecipientsRoutes from './documents/admin-document-recipients-routes';
import publicDocumentRoutes from './documents/public-document-routes';
import invitationRoutes from './accounts/invitation-routes';
import teamRoutes from './accounts/team-routes';
import adminSellerLinkRoutes from './seller-view/admin-seller-link-routes';
import publicPageRoutes from './pages/page-routes';
import { isPrivatePage, isTokenPage, pageStatus } from './site/page-status';
import { pageShell } from './site/fonts-stylesheet';
import { DiskImageFiles } from './images/disk-image-files';
import publicPropertyRoutes from './properties/property-routes';
import publicTranslationRoutes from './translations/translation-routes';
import type { ImageStore } from './images/open-image-store';
import imageServingPlugin from './images/image-serving';
import './types';

export interface BuildAppOptions {
  config: AppConfig & { sessionSecret: string };
  database: DatabaseHandle;
  /** Where the uploaded images live (images/open-image-store.ts). */
  images: ImageStore;
  clientDir?: string;
  /**
   * Renders the public pages (src/client/entry-server.tsx); by default the build's (dist/ssr beside
   * the client), null for none: the pages then go out as the plain shell.
   */
  siteRenderer?: SiteRenderer | null;
  logger?: FastifyServerOptions['logger'];
  /** How often load is sampled (load/overload-monitor.ts); tests shorten it. */
  loadSampleIntervalMs?: number;
  /** How the mail outbox polls and backs off (mail/outbox-worker.ts); tests shorten it. */
  mailTiming?: Partial<OutboxWorkerTiming>;
  /** How often the bidders' alerts are looked for without a poke (offer-alerts/alert-watcher.ts). */
  alertCheckMs?: number;
  /** How guesses at one account slow its sign-ins (auth/account-slowdown.ts); tests shorten it. */
  accountSlowdown?: AccountSlowdownOptions;
}

/** Builds the whole application as a plugin tree; main.ts only starts it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify disables Node's request timeout; a client trickling a body must not hold a socket forever.
    requestTimeout: 300_000,
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 500 },
    // A path that cannot be decoded ("%zz") is a bad request target like any other: JSON {message},
    // without Fastify's own error code or an echo of the path.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ message: 'Bad request target' });
    },
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('imageFiles', options.images.files);
  app.decorate('documentFiles', options.images.documents);
  app.decorate('documentLinks', new DocumentLinks(config.secretsKey ?? config.sessionSecret));
  // The same secret rule as the second factors' keys: SECRETS_KEY, else the session secret.
  app.decorate('bidderKeys', new BidderKeys(config.secretsKey ?? config.sessionSecret));
  app.decorate('invitationKeys', new InvitationKeys(config.secretsKey ?? config.sessionSecret));
  app.decorate('documentAccessKeys', new DocumentAccessKeys(config.secretsKey ?? config.sessionSecret));
  app.decorate('viewingKeys', new ViewingKeys(config.secretsKey ?? config.sessionSecret));
  app.decorate('identificationKeys', new IdentificationKeys(config.secretsKey ?? config.sessionSecret));
  app.decorate('draining', false);
  app.decorate('closingConnections', false);
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return clientKeyOf(this.ip, config.ipv6PrefixLength);
    },
  });

  await app.register(errorsPlugin);
  await app.register(frontDoor, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    sampleIntervalMs: options.loadSampleIntervalMs,
  });
  await app.register(dbPlugin, { handle: options.database });
  await app.register(publicReadsPlugin);
  await app.register(mailPlugin, { timing: options.mailTiming });
  await app.register(alertsPlugin, { intervalMs: options.alertCheckMs });
  await app.register(jobsPlugin);
  await app.register(documentPreviewsPlugin);
  await app.register(viewingRemindersPlugin);
  await app.register(statisticsKeeper);
  await app.register(offerEventsPlugin);

  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(publicPropertyRoutes);
  // A property's documents: the only public routes that read a cookie (the key of an
  // acknowledgement of its terms), so only they parse cookies.
  const httpsOnly = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(async (visitorDocuments) => {
    await visitorDocuments.register(fastifyCookie);
    await visitorDocuments.register(publicDocumentRoutes);
    await visitorDocuments.register(documentAccessRoutes, { httpsOnly });
  });
  await app.register(viewingRoutes);
  await app.register(publicOfferRoutes);
  await app.register(standingRoutes);
  await app.register(verificationRoutes);
  await app.register(sellerViewRoutes);
  await app.register(myOffersRoutes, { keys: app.bidderKeys });
  await app.register(finalOfferRoutes, { keys: app.bidderKeys });
  await app.register(identificationBuyerRoutes, { keys: app.bidderKeys, identificationKeys: app.identificationKeys });
  await app.register(unsubscribeRoutes, { keys: app.bidderKeys });
  await app.register(entryCheckRoutes);
  await app.register(accessibilityFeedbackRoutes);
  await app.register(publicPageRoutes);
  await app.register(publicTranslationRoutes);

  // Sessions and CSRF tokens exist only here, in sign-in and the admin API: the public site and
  // its files carry no session cookie and cost no session work per request.
  const secondFactorKeys = secondFactorKeysFor(config);
  const passwordChecks = new PasswordCheckGate(config.passwordChecks.concurrent, config.passwordChecks.waiting);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', refuseSignInsWhileChecksFull(passwordChecks));
    await signedIn.register(sessionPlugin, { secret: config.sessionSecret, httpsOnly });
    await signedIn.register(csrfPlugin, { secret: config.sessionSecret });
    await signedIn.register(authRoutes, {
      passwordChecks,
      secret: config.sessionSecret,
      secondFactorKeys,
      httpsOnly,
      accountSlowdown: options.accountSlowdown ?? ACCOUNT_SLOWDOWN,
    });
    await signedIn.register(invitationRoutes, { keys: app.invitationKeys, passwordChecks });
    await signedIn.register(
      async (admin) => {
        await admin.register(fp(adminGuard));
        await admin.register(secondFactorRoutes, { keys: secondFactorKeys });
        await admin.register(adminPropertyRoutes);
        await admin.register(adminImageRoutes);
        await admin.register(adminDocumentRoutes);
        await admin.register(adminDocumentTermsRoutes);
        await admin.register(adminDocumentRecipientsRoutes);
        await admin.register(adminViewingRoutes);
        await admin.register(bidderMessageRoutes);
        await admin.register(awardRoutes);
        await admin.register(finalRoundRoutes);
        await admin.register(notaryDossierRoutes);
        await admin.register(identificationRoutes, { keys: app.identificationKeys, bidderKeys: app.bidderKeys });
        await admin.register(contactPhotoRoutes);
        await admin.register(adminOfferRoutes);
        await admin.register(adminReceiptRoutes);
        await admin.register(adminBidLogRoutes);
        await admin.register(adminSellerLinkRoutes);
        await admin.register(adminMailRoutes);
        await admin.register(adminAuditRoutes);
        await admin.register(adminSessionRoutes);
        await admin.register(teamRoutes, { keys: app.invitationKeys });
        await admin.register(adminPrivacyRoutes);
        await admin.register(adminEventsRoutes);
        await admin.register(adminTranslationRoutes);
        await admin.register(adminPageRoutes);
        await admin.register(adminAccessibilityFeedbackRoutes);
      },
      { prefix: ADMIN_API_PREFIX },
    );
  });
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const notFoundPage = await registerPublicPages(app, clientDir, options.siteRenderer);
  await app.register(sitemapRoute, { publicUrl: config.publicUrl });
  await app.register(robotsRoute, { publicUrl: config.publicUrl });
  if (options.images.cache) await app.register(imageServingPlugin, { cache: options.images.cache });
  await app.register(staticFilesPlugin, {
    clientDir,
    // Images kept in the database are served by images/image-serving.ts instead.
    ...(app.imageFiles instanceof DiskImageFiles ? { uploadsDir: app.imageFiles.dir } : {}),
    shell: pageShell(clientDir),
    pageStatus: (path) => pageStatus(app, path),
    isPrivatePage,
    isTokenPage,
    notFoundPage,
  });
  return app;
}

/**
 * The public pages rendered on the server when the renderer and the built page are there; else
 * the home page as the shell with the property's title (the browser renders the rest).
 */
async function registerPublicPages(
  app: FastifyInstance,
  clientDir: string,
  siteRenderer: SiteRenderer | null | undefined,
): Promise<NotFoundPageSender | undefined> {
  const templateFile = join(clientDir, 'index.html');
  const render =
    siteRenderer === undefined ? await loadSiteRenderer(join(clientDir, '..', 'ssr', 'entry-server.js')) : siteRenderer;
  if (render && existsSync(templateFile) && isSiteTemplate(readFileSync(templateFile, 'utf8'))) {
    return registerSiteRoutes(app, { templateFile, render, publicUrl: app.config.publicUrl });
  }
  await app.register(homePageRoute, { clientDir });
  return undefined;
}
