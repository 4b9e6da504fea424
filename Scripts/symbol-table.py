import os, sys
D = "/usr/share/bootstrap-icons/svg"
have = set(f[:-4] for f in os.listdir(D))
# SF Symbols base name -> Bootstrap Icons base name; variants (.fill, .circle, .circle.fill, .square,
# .square.fill, .slash, .slash.fill) map to the Bootstrap icon with the same suffixes when it exists.
base = """
star star|heart heart|person person|person.2 people|person.3 people|person.crop.circle person-circle|person.circle person-circle
house house|gear gear|gearshape gear|magnifyingglass search|plus plus|minus dash|xmark x|checkmark check|trash trash
pencil pencil|square.and.pencil pencil-square|bell bell|envelope envelope|envelope.open envelope-open|paperplane send|bookmark bookmark
tag tag|calendar calendar|clock clock|alarm alarm|location cursor|mappin geo-alt|map map|globe globe|cloud cloud|sun.max sun
moon moon|moon.stars moon-stars|cloud.rain cloud-rain|cloud.sun cloud-sun|bolt lightning|flame fire|drop droplet|snowflake snow
wind wind|umbrella umbrella|thermometer thermometer|cart cart|bag bag|creditcard credit-card|gift gift|phone telephone
message chat|bubble.left chat-left|bubble.right chat-right|bubble.left.and.bubble.right chat-left-text|quote.bubble chat-quote
ellipsis three-dots|ellipsis.vertical three-dots-vertical|info info|exclamationmark.triangle exclamation-triangle
exclamationmark.circle exclamation-circle|exclamationmark exclamation|exclamationmark.octagon exclamation-octagon
questionmark question|lock lock|lock.open unlock|key key|eye eye|camera camera|photo image|photo.on.rectangle images
video camera-video|mic mic|play play|pause pause|stop stop|forward fast-forward|backward rewind|forward.end skip-end
backward.end skip-start|forward.frame skip-forward|backward.frame skip-backward|shuffle shuffle|repeat repeat
speaker volume-off|speaker.wave.1 volume-down|speaker.wave.2 volume-up|speaker.wave.3 volume-up|music.note music-note
music.note.list music-note-list|headphones headphones|film film|tv tv|display display|desktopcomputer pc-display
laptopcomputer laptop|iphone phone|ipad tablet|applewatch smartwatch|keyboard keyboard|printer printer|wifi wifi
antenna.radiowaves.left.and.right broadcast|battery.100 battery-full|battery.50 battery-half|battery.0 battery
power power|link link|paperclip paperclip|doc file-earmark|doc.text file-earmark-text|doc.richtext file-earmark-richtext
doc.zipper file-earmark-zip|doc.badge.plus file-earmark-plus|folder folder|folder.badge.plus folder-plus|tray inbox
archivebox archive|book book|newspaper newspaper|list.bullet list-ul|list.number list-ol|list.dash list|line.3.horizontal list
line.horizontal.3 list|line.3.horizontal.decrease filter|slider.horizontal.3 sliders|square.grid.2x2 grid
square.grid.3x3 grid-3x3-gap|square.and.arrow.up box-arrow-up|square.and.arrow.down box-arrow-in-down
arrow.up arrow-up|arrow.down arrow-down|arrow.left arrow-left|arrow.right arrow-right|arrow.backward arrow-left
arrow.forward arrow-right|arrow.up.right arrow-up-right|arrow.up.left arrow-up-left|arrow.down.right arrow-down-right
arrow.down.left arrow-down-left|arrow.clockwise arrow-clockwise|arrow.counterclockwise arrow-counterclockwise
arrow.triangle.2.circlepath arrow-repeat|arrow.2.circlepath arrow-repeat|arrow.up.arrow.down arrow-down-up
arrow.left.arrow.right arrow-left-right|arrow.uturn.backward arrow-return-left|arrow.uturn.left arrow-return-left
arrow.down.to.line download|arrow.up.to.line upload|chevron.up chevron-up|chevron.down chevron-down|chevron.left chevron-left
chevron.right chevron-right|chevron.backward chevron-left|chevron.forward chevron-right|chevron.up.chevron.down chevron-expand
arrowshape.turn.up.left reply|arrowshape.turn.up.right forward|hand.thumbsup hand-thumbs-up|hand.thumbsdown hand-thumbs-down
hand.tap hand-index|hand.point.up hand-index|flag flag|pin pin|trophy trophy|rosette award|sparkles stars|wand.and.stars magic
paintbrush brush|paintpalette palette|scissors scissors|hammer hammer|wrench wrench|wrench.and.screwdriver tools|cpu cpu
memorychip memory|externaldrive hdd|server.rack server|network diagram-3|qrcode qr-code|qrcode.viewfinder qr-code-scan
barcode upc|building.2 buildings|building building|building.columns bank|briefcase briefcase|graduationcap mortarboard
cup.and.saucer cup-hot|car car-front|bus bus-front|airplane airplane|bicycle bicycle|tram train-front|pills capsule
bandage bandaid|cross.case hospital|percent percent|number hash|textformat fonts|bold type-bold|italic type-italic
underline type-underline|strikethrough type-strikethrough|text.alignleft text-left|text.aligncenter text-center
text.alignright text-right|text.justify justify|chart.bar bar-chart|chart.pie pie-chart|chart.line.uptrend.xyaxis graph-up
chart.line.downtrend.xyaxis graph-down|waveform soundwave|waveform.path.ecg activity|dollarsign currency-dollar
eurosign currency-euro|sterlingsign currency-pound|yensign currency-yen|bitcoinsign currency-bitcoin|banknote cash
cart.badge.plus cart-plus|cart.badge.minus cart-dash|bag.badge.plus bag-plus|bag.badge.minus bag-dash
person.badge.plus person-plus|person.badge.minus person-dash|person.crop.square person-square|square square|circle circle
triangle triangle|diamond diamond|hexagon hexagon|octagon octagon|app app|checkmark.seal patch-check|shield shield
checkmark.shield shield-check|lock.shield shield-lock|exclamationmark.shield shield-exclamation|face.smiling emoji-smile
icloud cloud|icloud.and.arrow.down cloud-arrow-down|icloud.and.arrow.up cloud-arrow-up|doc.on.doc files
doc.on.clipboard clipboard|clipboard clipboard|calendar.badge.plus calendar-plus|calendar.badge.minus calendar-minus
clock.arrow.circlepath clock-history|timer stopwatch|hourglass hourglass|stopwatch stopwatch|safari compass
signpost.right signpost|binoculars binoculars|lightbulb lightbulb|eyeglasses eyeglasses|sunrise sunrise|sunset sunset
cloud.bolt cloud-lightning|cloud.snow cloud-snow|cloud.fog cloud-fog|cloud.drizzle cloud-drizzle|cloud.hail cloud-hail
cloud.moon cloud-moon|tornado tornado|hurricane hurricane|thermometer.sun thermometer-sun|thermometer.snowflake thermometer-snow
rainbow rainbow|plus.magnifyingglass zoom-in|minus.magnifyingglass zoom-out|arrow.up.left.and.arrow.down.right arrows-fullscreen
arrow.down.right.and.arrow.up.left fullscreen-exit|arrow.up.and.down.and.arrow.left.and.right arrows-move
rectangle.portrait.and.arrow.right box-arrow-right|gamecontroller controller|puzzlepiece puzzle|dice dice-5
suit.heart suit-heart|suit.club suit-club|suit.spade suit-spade|suit.diamond suit-diamond|ticket ticket|rectangle.stack stack
square.stack stack|sidebar.left layout-sidebar|sidebar.right layout-sidebar-reverse|terminal terminal
chevron.left.forwardslash.chevron.right code-slash|curlybraces braces|command command|option option|shift shift
delete.left backspace|return arrow-return-left|globe.americas globe-americas|globe.europe.africa globe-europe-africa
globe.asia.australia globe-asia-australia|storefront shop|play.rectangle play-btn|hifispeaker speaker|opticaldisc disc
sdcard sd-card|powerplug plug|envelope.badge envelope-exclamation|bell.badge bell|person.fill.checkmark person-check
person.crop.circle.badge.plus person-plus|person.crop.circle.badge.checkmark person-check|heart.text.square journal-medical
house.circle house|cart.circle cart|airplane.circle airplane|car.circle car-front|bookmark.circle bookmark|trash.circle trash
arrow.up.circle arrow-up-circle|arrow.down.circle arrow-down-circle|arrow.left.circle arrow-left-circle|arrow.right.circle arrow-right-circle
arrow.up.square arrow-up-square|arrow.down.square arrow-down-square|arrow.left.square arrow-left-square|arrow.right.square arrow-right-square
textformat.size fonts|list.bullet.rectangle card-list|rectangle.grid.1x2 view-stacked|square.split.2x1 layout-split
tray.and.arrow.down download|tray.and.arrow.up upload|square.and.arrow.up.on.square box-arrow-up|flag.checkered flag
heart.slash heartbreak|mic.slash mic-mute|video.slash camera-video-off|wifi.slash wifi-off|lightbulb.slash lightbulb-off
speaker.slash volume-mute|phone.down telephone-x|phone.arrow.up.right telephone-outbound|phone.arrow.down.left telephone-inbound
text.bubble chat-left-text|arrow.2.squarepath repeat|at at|photo.on.rectangle.angled images|xmark.octagon x-octagon
person.crop.circle.badge.xmark person-x|character.book.closed book|box.truck truck|infinity infinity|c.circle c-circle
line.horizontal.3.decrease.circle filter-circle
""".replace("\n", "|")
variants = ["", ".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".slash", ".slash.fill"]
table = {}
for item in base.split("|"):
    if not item.strip(): continue
    sf, bi = item.split()
    for v in variants:
        # a base whose SF name already ends in a variant takes only ".fill"
        name = sf + v
        target = bi + v.replace(".", "-")
        if target in have and name not in table:
            table[name] = target
print(len(table), file=sys.stderr)
out = open(sys.argv[1], "w")
out.write("""// Generated from Scripts/symbol-table.py: the SF Symbols names Easel draws, and the Bootstrap Icons
// (MIT, Debian's bootstrap-icons package) that draw them. Edit the script, not this file.

extension SymbolNames {
    /// SF Symbols name → Bootstrap Icons file name (without `.svg`).
    static let table: [String: String] = [
""")
for k in sorted(table):
    out.write(f'        "{k}": "{table[k]}",\n')
out.write("    ]\n}\n")
