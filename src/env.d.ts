interface ImportMetaEnv {
  /** reCAPTCHA v3 site key (public), read at build time. */
  readonly PUBLIC_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
