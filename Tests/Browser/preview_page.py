"""The page of `easel preview --serve` in a real browser: Debian's headless Chromium, driven by Selenium
through Debian's chromedriver (nothing is downloaded). PreviewCommandTests starts the server on a copy of
Tests/PreviewFixtures/Views and runs this; it exits non-zero on the first failed check and prints a JSON
line of what it measured.

  preview_page.py --url URL --views DIR --pid PID --previews N [--screenshot PNG] [--soak EDITS]
"""
import argparse
import json
import os
import re
import sys
import time

os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must not look for a browser or driver online
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait
from selenium.webdriver.common.action_chains import ActionChains

args = argparse.ArgumentParser()
args.add_argument("--url", required=True)
args.add_argument("--views", required=True)
args.add_argument("--pid", type=int, required=True)
args.add_argument("--previews", type=int, required=True)
args.add_argument("--screenshot")
args.add_argument("--soak", type=int, default=0)
args.add_argument("--timeout", type=float, default=240)
options = args.parse_args()

ROW = os.path.join(options.views, "VoteRow.swift")
CARD = '.card[data-id="VoteRow-Cat.png"]'
measured = {}


def check(condition, message):
    if not condition:
        print("FAILED: " + message, file=sys.stderr)
        sys.exit(1)


def rss_kb():
    with open(f"/proc/{options.pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


def wait(condition, message, timeout=None):
    # A card is replaced when its picture changes: an element found a moment before may be stale.
    try:
        return WebDriverWait(browser, timeout or options.timeout, poll_frequency=0.05,
                             ignored_exceptions=[StaleElementReferenceException]).until(lambda _: condition())
    except TimeoutException:
        check(False, message)


def version(selector=CARD):
    return browser.execute_script("const card = document.querySelector(arguments[0]); return card ? +card.dataset.version : -1;", selector)


def versions():
    return browser.execute_script("return Object.fromEntries([...document.querySelectorAll('.card')].map(c => [c.dataset.id, +c.dataset.version]))")


def picture_loaded(selector=CARD):
    return browser.execute_script(
        "const img = document.querySelector(arguments[0] + ' img'); return !!img && img.complete && img.naturalWidth > 0;", selector)


def edit(old, new):
    with open(ROW) as file:
        text = file.read()
    check(old in text, f"{old!r} in VoteRow.swift")
    with open(ROW, "w") as file:
        file.write(text.replace(old, new, 1))


def edit_and_wait(old, new):
    """Saves an edit and returns the seconds until the new picture is on the page."""
    before = version()
    start = time.monotonic()
    edit(old, new)
    wait(lambda: version() > before and picture_loaded(), f"the picture changed after editing {old!r} → {new!r}")
    return time.monotonic() - start


chrome = webdriver.ChromeOptions()
chrome.binary_location = "/usr/bin/chromium"
for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900", "--force-color-profile=srgb",
             "--hide-scrollbars"]:
    chrome.add_argument(flag)
browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=chrome)
try:
    # 1. Every preview, labelled, its picture loaded.
    browser.get(options.url)
    wait(lambda: len(browser.find_elements(By.CSS_SELECTOR, ".card")) == options.previews, f"{options.previews} cards")
    wait(lambda: all(browser.execute_script("return [...document.querySelectorAll('.card img')].map(i => i.complete && i.naturalWidth > 0)")),
         "every picture loaded")
    captions = [c.text for c in browser.find_elements(By.CSS_SELECTOR, "figcaption")]
    check(any("VoteRow.swift:21" in c and "320 × 60 pt" in c for c in captions), f"the row's card names its file, line and size: {captions}")
    check(browser.find_element(By.ID, "errors").get_attribute("hidden") is not None, "no errors at first")
    if options.screenshot:
        browser.save_screenshot(options.screenshot)

    # 2. Zoomed, with the .id'd frames outlined on hover; keyboard: Tab to a card, Enter, Escape.
    browser.find_element(By.CSS_SELECTOR, CARD + " button.shot").click()
    wait(lambda: browser.find_element(By.ID, "zoom").get_attribute("open") is not None, "the zoomed view opens")
    frame = browser.find_element(By.CSS_SELECTOR, '#zoom .frame[data-frame="votes"]')
    ActionChains(browser).move_to_element(frame).perform()
    outline = browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", frame)
    check(outline == "solid", f"the hovered frame is outlined (outline-style {outline})")
    check(frame.find_element(By.TAG_NAME, "span").text == "votes", "the frame is labelled with its id")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait(lambda: browser.find_element(By.ID, "zoom").get_attribute("open") is None, "Escape closes it")
    browser.execute_script("document.activeElement.blur()")
    for _ in range(8):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if browser.execute_script("return document.activeElement.classList.contains('shot')"):
            break
    check(browser.execute_script("return document.activeElement.classList.contains('shot')"), "Tab reaches a card")
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait(lambda: browser.find_element(By.ID, "zoom").get_attribute("open") is not None, "Enter on a card opens it")
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait(lambda: browser.find_element(By.ID, "zoom").get_attribute("open") is None, "Escape closes it again")

    # 3. An edit: the row's picture changes, the others are not announced.
    others = versions()
    measured["save_to_picture_seconds"] = round(edit_and_wait("votes: 25", "votes: 31"), 2)
    after = versions()
    check([k for k in others if others[k] != after[k]] == ["VoteRow-Cat.png"], f"only the row's picture changed: {others} → {after}")

    # 4. A compile error over the last good pictures, then cleared.
    edit("Text(name)", "Text(nameMissing)")
    wait(lambda: browser.find_element(By.ID, "errors").get_attribute("hidden") is None, "the compile error shows")
    errors = browser.find_element(By.CSS_SELECTOR, "#errors pre").text
    check(re.search(r"VoteRow\.swift:9:\d+: error: cannot find 'nameMissing' in scope", errors), f"the compiler's line: {errors!r}")
    check(picture_loaded(), "the last good picture stays under the error")
    edit("Text(nameMissing)", "Text(name)")
    wait(lambda: browser.find_element(By.ID, "errors").get_attribute("hidden") is not None, "the error clears once it compiles")

    # 5. Dark mode: the page turns dark and every picture is drawn again.
    before = versions()
    Select(browser.find_element(By.ID, "colorScheme")).select_by_value("dark")
    wait(lambda: browser.execute_script("return document.documentElement.dataset.scheme") == "dark", "the page is dark")
    wait(lambda: all(version(f'.card[data-id="{k}"]') > v for k, v in before.items()), "every picture is drawn again, dark")
    background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    check(background == "rgb(0, 0, 0)", f"the page's background is dark: {background}")
    pixel = browser.execute_script("""
        const img = document.querySelector(arguments[0] + ' img'); const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth; canvas.height = img.naturalHeight; const context = canvas.getContext('2d');
        context.drawImage(img, 0, 0); return [...context.getImageData(2, 2, 1, 1).data];""", CARD)
    check(max(pixel[:3]) < 60, f"the row's picture is dark: {pixel}")
    Select(browser.find_element(By.ID, "colorScheme")).select_by_value("light")
    wait(lambda: browser.execute_script("return document.documentElement.dataset.scheme") == "light", "back to light")

    # 6. The soak: edits in a row; the server's memory stays bounded.
    if options.soak:
        wait(lambda: browser.find_element(By.ID, "status").text.endswith("changed"), "the light drawing ended")
        samples = [rss_kb()]
        times = []
        for number in range(options.soak):
            times.append(edit_and_wait(f"votes: {31 + number}", f"votes: {32 + number}"))
            samples.append(rss_kb())
        measured["soak_seconds"] = [round(t, 2) for t in times]
        measured["rss_kb"] = samples
        growth = samples[-1] - samples[1]
        check(growth < 30 * 1024, f"the server's memory grew {growth} kB over {options.soak} edits: {samples}")
finally:
    browser.quit()
print(json.dumps(measured))
