// Applies the stored colour scheme before the first paint (the theme provider keeps it in step later). A file,
// not an inline script, so that the Content-Security-Policy can forbid inline scripts.
(function () {
  try {
    var stored = window.localStorage.getItem('theme');
    var dark =
      stored === 'dark' ||
      ((!stored || stored === 'auto') && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch (e) {}
})();
