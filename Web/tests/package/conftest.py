"""Fixtures of the web package's browser tests (Web/tests/package): the chat-list example
with the package installed from its packed tarball, served over http, in Debian's Chromium
driven by Playwright (sync API).

The site is $STICKYBADGE_PACKAGE_SITE (scripts/check-web-package.sh makes it):
SITE/index.html with SITE/node_modules/stickybadge, and SITE/file.html with
SITE/stickybadge.standalone.js, opened from file://.

- ``package_site``: that folder.
- ``package_url``: ``package_url(name)``, the page SITE/name over http.
- ``package_browser``: one headless Chromium for the session.
- ``open_example``: ``open_example(reduced=False, touch=False, page="index.html",
  ready=True, before=None)`` opens a page in a fresh context with the instrumentation of
  package_pages.INSTRUMENT (``before(page)`` runs before it loads: routes, init scripts),
  waits for ``window.stickyReady`` unless ``ready`` is false, and after the test fails it
  when the page had errors.
"""
import functools
import http.server
import os
import threading

import pytest
from playwright.sync_api import sync_playwright

from package_pages import INSTRUMENT

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def package_site():
    site = os.environ.get("STICKYBADGE_PACKAGE_SITE")
    if not site or not os.path.isfile(os.path.join(site, "index.html")):
        pytest.exit("error: set STICKYBADGE_PACKAGE_SITE to the example site "
                    "(scripts/check-web-package.sh makes it)", returncode=2)
    return os.path.abspath(site)


@pytest.fixture(scope="session")
def package_url(package_site):
    handler = functools.partial(Quiet, directory=package_site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield lambda name="index.html": f"http://127.0.0.1:{server.server_address[1]}/{name}"
    server.shutdown()


@pytest.fixture(scope="session")
def package_browser():
    if not os.path.exists(CHROMIUM):
        pytest.exit(f"error: no Chromium at {CHROMIUM} (scripts/install-deps.sh web)", returncode=2)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture
def open_example(package_browser, package_url):
    contexts = []

    def open_page(reduced=False, touch=False, page="index.html", ready=True, before=None):
        context = package_browser.new_context(
            has_touch=touch, reduced_motion="reduce" if reduced else "no-preference")
        contexts.append(context)
        tab = context.new_page()
        tab.add_init_script(INSTRUMENT)
        if before is not None:
            before(tab)
        tab.goto(package_url(page))
        if ready:
            tab.wait_for_function("window.stickyReady === true", timeout=15000)
        return tab

    yield open_page
    errors = []
    for context in contexts:
        for tab in context.pages:
            if not tab.is_closed() and tab.url.startswith("http"):
                errors += tab.evaluate("window.pageErrors || []")
        context.close()
    assert not errors, f"page errors: {errors}"


@pytest.fixture
def figures_line(capsys):
    """``figures_line(text)``: prints a measured figure in the run's output."""
    def show(text):
        with capsys.disabled():
            print(f"\n     {text}")
    return show
