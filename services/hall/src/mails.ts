import type { Mail } from '@sqw/service-kit';

type Applicant = { name: string; email: string; challenge: string; passive_income: string };

export const applicationReceivedMail = (a: Applicant): Mail => ({
  to: a.email,
  kind: 'hall.application_received',
  subject: 'Your SQW Hall of Legends application is under review',
  text: `Hi ${a.name},\n\nThank you for applying to the SQW Hall of Legends with the ${a.challenge}.\nYour submission is under review. You'll hear from us within 48 hours.\n\nReconnect with your money. Reclaim your freedom.`,
});

export const applicationNoticeMail = (a: Applicant, business: string): Mail => ({
  to: business,
  kind: 'hall.application_notice',
  subject: `New legend application: ${a.name}`,
  text: `${a.name} <${a.email}> applied with the ${a.challenge}, passive income ${a.passive_income}.\nReview it in the admin dashboard.`,
});

export const applicationApprovedMail = (a: { name: string; email: string }, title: string, level: number, link: string): Mail => ({
  to: a.email,
  kind: 'hall.application_approved',
  subject: 'Welcome to the SQW Hall of Legends',
  text: `Hi ${a.name},\n\nYour application was approved: you are now Level ${level}, ${title}.\nSee your card and download your certificate: ${link}\n`,
});

export const applicationRejectedMail = (a: { name: string; email: string }, reason: string): Mail => ({
  to: a.email,
  kind: 'hall.application_rejected',
  subject: 'Your SQW Hall of Legends application',
  text: `Hi ${a.name},\n\nThank you for applying. We could not approve your application this time:\n${reason}\n\nYou are welcome to apply again when your numbers grow.`,
});
