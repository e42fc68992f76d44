import { disclaimer } from './disclaimer';
import { LegalPage } from './LegalPage';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

/** The legal pages, loaded together on the first visit to any of them. */
export const PrivacyPolicy = () => <LegalPage doc={privacyPolicy} />;
export const TermsOfService = () => <LegalPage doc={termsOfService} />;
export const Disclaimer = () => <LegalPage doc={disclaimer} />;
