import Foundation
import Testing
@testable import EaselCore

@Suite struct StackTests {
    @MainActor @Test func flexibleFramesShareByFlexibility() {
        // red (flexibility 100) goes first: offered 75, takes 75; green (minimum 100) gets the 75 left but stays 100.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }
        expectFrames(frames(view, width: 150, height: 50), [
            "red": rect(0, 0, 75, 50),
            "green": rect(75, 0, 100, 50),
        ])
    }

    @MainActor @Test func aNaNPriorityChildTakesItsIdealLength() {
        // A NaN priority is in no group, so the child is never offered a share: it takes its ideal width,
        // 30. Blue is alone in the only group and offered 200 less the gap, 192.
        let view = HStack(spacing: 8) {
            Color.red.frame(idealWidth: 30).layoutPriority(.nan).id("red")
            Color.blue.id("blue")
        }
        expectFrames(frames(view, width: 200, height: 50), [
            "red": rect(0, 0, 30, 50),
            "blue": rect(38, 0, 192, 50),
        ])
    }

    @MainActor @Test func threeFlexibleColoursShareEqually() {
        // 300 / 3 = 100 each with no spacing.
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        expectFrames(frames(view, width: 300, height: 20), [
            "a": rect(0, 0, 100, 20), "b": rect(100, 0, 100, 20), "c": rect(200, 0, 100, 20),
        ])
    }

    @MainActor @Test func textsInAConcreteProposalTakeTheirIdealWidths() {
        // The stack measures each text's maximum by proposing an infinite width, which must not trap:
        // "Goldfish" 8 × 8.5 = 68, "Fish" 4 × 8.5 = 34, 8 between; both 21.25 → 22 tall.
        let view = HStack {
            Text("Goldfish").id("goldfish")
            Text("Fish").id("fish")
        }
        expectFrames(frames(view, width: 300, height: 100), [
            "goldfish": rect(0, 0, 68, 22), "fish": rect(76, 0, 34, 22),
        ])
    }

    // MARK: Priority groups

    @MainActor @Test func higherPriorityIsServedAfterLowerMinimumsAreReserved() {
        // blue (priority 1) is offered 200 − 30 (red's minimum, reserved) = 170; red gets the 30 left.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).id("red")
            Color.blue.layoutPriority(1).id("blue")
        }
        expectFrames(frames(view, width: 200, height: 50), [
            "red": rect(0, 0, 30, 50), "blue": rect(30, 0, 170, 50),
        ])
    }

    @MainActor @Test func priorityGroupsAreServedHighestFirst() {
        // green (2) takes its maximum 50 of 300; blue (1) the 250 left; red (0) nothing.
        let view = HStack(spacing: 0) {
            Color.red.id("red")
            Color.green.layoutPriority(2).frame(maxWidth: 50).id("green")
            Color.blue.layoutPriority(1).id("blue")
        }
        expectFrames(frames(view, width: 300, height: 50), [
            "red": rect(0, 0, 0, 50), "green": rect(0, 0, 50, 50), "blue": rect(50, 0, 250, 50),
        ])
    }

    @MainActor @Test func priorityDecidesWhichTextWraps() {
        // 220 − 8 = 212. Equal priority: "Goldfish" (flexibility 68) goes first, offered 106, takes 68;
        // the long text is offered 144 < 144.5 and wraps to 2 lines of 68 (2 × 21.25 → 43).
        let equal = HStack(alignment: .top) {
            Text("Goldfish Goldfish").id("long")
            Text("Goldfish").id("short")
        }
        expectFrames(frames(equal, width: 220), [
            "long": rect(0, 0, 68, 43), "short": rect(76, 0, 68, 22),
        ])
        // Priority 1: the long text is offered 212 − 0 (short's minimum), takes 17 × 8.5 → 145; the short
        // one gets 212 − 145 = 67 (7 characters) and wraps to "Goldfis" / "h": 59.5 → 60 by 43.
        let prioritized = HStack(alignment: .top) {
            Text("Goldfish Goldfish").layoutPriority(1).id("long")
            Text("Goldfish").id("short")
        }
        expectFrames(frames(prioritized, width: 220), [
            "long": rect(0, 0, 145, 22), "short": rect(153, 0, 60, 43),
        ])
    }

    // MARK: Flexibility within a group

    @MainActor @Test func leastFlexibleChildIsServedFirst() {
        // green (flexibility 50) goes first: offered 300 / 3 = 100, takes 50; red and blue share the
        // 250 left, 125 each.
        let view = HStack(spacing: 0) {
            Color.red.id("red")
            Color.green.frame(maxWidth: 50).id("green")
            Color.blue.id("blue")
        }
        expectFrames(frames(view, width: 300, height: 50), [
            "red": rect(0, 0, 125, 50), "green": rect(125, 0, 50, 50), "blue": rect(175, 0, 125, 50),
        ])
    }

    @MainActor @Test func lengthAChildDoesNotUseFlowsToTheNext() {
        // The text (flexibility 68) is offered 200 / 2 = 100 and takes 68; the colour gets 200 − 68 = 132.
        // The text is centred across: (50 − 22) / 2 = 14.
        let view = HStack(spacing: 0) {
            Text("Goldfish").id("text")
            Color.red.id("color")
        }
        expectFrames(frames(view, width: 200, height: 50), [
            "text": rect(0, 14, 68, 22), "color": rect(68, 0, 132, 50),
        ])
    }

    @MainActor @Test func nilProposalAlongTheAxisGivesIdealLengths() {
        // Ideal widths 68, 10 (a colour's ideal is 10) and 34 with 8 between: 68 + 8 + 10 + 8 + 34 = 128.
        // Across, every child gets the stack's height 50: texts centred at (50 − 22) / 2 = 14.
        let view = HStack {
            Text("Goldfish").id("goldfish")
            Color.red.id("color")
            Text("Fish").id("fish")
        }
        .id("stack")
        expectFrames(frames(view, height: 50), [
            "stack": rect(0, 0, 128, 50),
            "goldfish": rect(0, 14, 68, 22), "color": rect(76, 0, 10, 50), "fish": rect(94, 14, 34, 22),
        ])
    }

    @MainActor @Test func verticalStackTakesIdealHeightsForNilHeight() {
        // Text 22 tall, colour's ideal height 10, 8 between; both proposed the width 100.
        let view = VStack {
            Text("Goldfish").id("text")
            Color.red.id("color")
        }
        expectFrames(frames(view, width: 100), [
            "text": rect(16, 0, 68, 22), "color": rect(0, 30, 100, 10),
        ])
    }

    // MARK: Alignment across the axis

    @MainActor @Test func horizontalStackAlignsTopCenterBottom() {
        // A 40-tall and a 10-tall view: the short one sits at 0, (40 − 10) / 2 = 15, or 40 − 10 = 30.
        let cases: [(VerticalAlignment, CGFloat)] = [(.top, 0), (.center, 15), (.bottom, 30)]
        for (alignment, y) in cases {
            let view = HStack(alignment: alignment) {
                Color.red.frame(width: 20, height: 40).id("tall")
                Color.blue.frame(width: 20, height: 10).id("short")
            }
            expectFrames(frames(view), ["tall": rect(0, 0, 20, 40), "short": rect(28, y, 20, 10)])
        }
    }

    @MainActor @Test func verticalStackAlignsLeadingCenterTrailing() {
        // A 40-wide and a 10-wide view: the narrow one sits at 0, (40 − 10) / 2 = 15, or 40 − 10 = 30.
        let cases: [(HorizontalAlignment, CGFloat)] = [(.leading, 0), (.center, 15), (.trailing, 30)]
        for (alignment, x) in cases {
            let view = VStack(alignment: alignment) {
                Color.red.frame(width: 40, height: 10).id("wide")
                Color.blue.frame(width: 10, height: 10).id("narrow")
            }
            expectFrames(frames(view), ["wide": rect(0, 0, 40, 10), "narrow": rect(x, 18, 10, 10)])
        }
    }

    @MainActor @Test func firstTextBaselineAlignsTextsInDifferentFonts() {
        // largeTitle is 34 pt: baseline 34, 42.5 → 43 tall, "Big" 3 × 17 = 51 wide. Body's baseline is 17,
        // so "Tiny" (34 × 22) starts at 34 − 17 = 17. Stack height 34 + max(43 − 34, 22 − 17) = 43.
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("Tiny").id("tiny")
        }
        .id("stack")
        expectFrames(frames(view), [
            "stack": rect(0, 0, 93, 43), "big": rect(0, 0, 51, 43), "tiny": rect(59, 17, 34, 22),
        ])
    }

    @MainActor @Test func firstTextBaselineOfAMultilineTextIsItsFirstLine() {
        // 16 pt: lines 20 tall, baseline 16; 32 pt: 40 tall, baseline 32. The 2-line text's first baseline
        // (16) meets the big one's (32): it starts at 32 − 16 = 16.
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Goldfish\nCat").font(.system(size: 16)).id("two")
            Text("Fish").font(.system(size: 32)).id("big")
        }
        expectFrames(frames(view), ["two": rect(0, 16, 64, 40), "big": rect(72, 0, 64, 40)])
    }

    @MainActor @Test func lastTextBaselineAlignsTheLastLines() {
        // The 2-line text's last baseline is 20 + 16 = 36; the 32 pt text's is 32, so it starts at 36 − 32 = 4.
        let view = HStack(alignment: .lastTextBaseline) {
            Text("Goldfish\nCat").font(.system(size: 16)).id("two")
            Text("Fish").font(.system(size: 32)).id("big")
        }
        expectFrames(frames(view), ["two": rect(0, 0, 64, 40), "big": rect(72, 4, 64, 40)])
    }

    @MainActor @Test func viewWithoutTextHasItsBaselineAtItsBottom() {
        // The text's baseline is 17; the 10-tall colour's bottom meets it at 17 − 10 = 7.
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Fish").id("text")
            Color.red.frame(width: 10, height: 10).id("color")
        }
        expectFrames(frames(view), ["text": rect(0, 0, 34, 22), "color": rect(42, 7, 10, 10)])
    }

    @MainActor @Test func alignmentGuideOverridesAChildsGuide() {
        // b's top guide is at −5 in its own coordinates, so its top edge sits 5 below a's.
        let view = HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 20).id("a")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -5 }.id("b")
        }
        expectFrames(frames(view), ["a": rect(0, 0, 10, 20), "b": rect(18, 5, 10, 10)])
    }

    // MARK: Spacing

    @MainActor @Test func defaultSpacingIsEightBetweenViews() {
        // 10 + 8 = 18 in both directions, and between a text and a colour: 22 + 8 = 30.
        let row = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(row), ["a": rect(0, 0, 10, 10), "b": rect(18, 0, 10, 10)])
        let column = VStack {
            Text("Fish").id("fish")
            Color.red.frame(width: 10, height: 10).id("colour")
        }
        expectFrames(frames(column), ["fish": rect(0, 0, 34, 22), "colour": rect(12, 30, 10, 10)])
    }

    @MainActor @Test func textAboveTextIsSpacedByTheLowerFontsLeading() {
        // Leading 0.2 × size: 0.2 × 17 = 3.4 → 4 at scale 1 for body text; 0.2 × 12 = 2.4 → 3 for a
        // caption. Stacked texts are that far apart, like lines of a paragraph; side by side they
        // keep the system spacing of 8.
        let measurer = FixedAdvanceTextMeasurer(leading: 0.2)
        let column = VStack(alignment: .leading) {
            Text("Fish").id("fish")
            Text("Cats").id("cats")
            Text("caption").font(.caption).id("caption")
        }
        expectFrames(frames(column, configure: { $0.textMeasurer = measurer }), [
            "fish": rect(0, 0, 34, 22), "cats": rect(0, 26, 34, 22), "caption": rect(0, 51, 42, 15),
        ])
        let row = HStack(alignment: .top) {
            Text("Fish").id("fish")
            Text("Cats").id("cats")
        }
        expectFrames(frames(row, configure: { $0.textMeasurer = measurer }), ["cats": rect(42, 0, 34, 22)])
    }

    @MainActor @Test func paddedTextSpacesLikeAnOrdinaryView() {
        // Padding resets the padded edges' spacing: padded labels (like bordered buttons) are 8 apart.
        let column = VStack(spacing: nil) {
            Text("Fish").padding(.vertical, 2).id("fish")
            Text("Cats").padding(.vertical, 2).id("cats")
        }
        expectFrames(frames(column), ["fish": rect(0, 0, 34, 26), "cats": rect(0, 34, 34, 26)])
    }

    @MainActor @Test func explicitSpacingReplacesTheDefault() {
        // 10 + 3 = 13; spacing 0 puts the second text right under the first, at 22.
        let row = HStack(spacing: 3) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(row), ["a": rect(0, 0, 10, 10), "b": rect(13, 0, 10, 10)])
        let column = VStack(spacing: 0) {
            Text("Fish").id("fish")
            Text("Cats").id("cats")
        }
        expectFrames(frames(column), ["fish": rect(0, 0, 34, 22), "cats": rect(0, 22, 34, 22)])
    }

    @MainActor @Test func noSpacingNextToASpacer() {
        // 100 − 10 − 10 = 80 for the spacer, with no gap on either side; it is 0 tall, centred at 5.
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(view, width: 100), [
            "a": rect(0, 0, 10, 10), "spacer": rect(10, 5, 80, 0), "b": rect(90, 0, 10, 10),
        ])
    }

    // MARK: Spacers

    @MainActor @Test func spacerKeepsItsMinimumLengthOfEight() {
        // The colour is offered 100 − 8 (the spacer's minimum, reserved) = 92.
        let view = HStack {
            Color.red.id("color")
            Spacer().id("spacer")
        }
        expectFrames(frames(view, width: 100, height: 20), [
            "color": rect(0, 0, 92, 20), "spacer": rect(92, 10, 8, 0),
        ])
    }

    @MainActor @Test func spacerMinLengthIsConfigurable() {
        // minLength 30 reserves 30: the colour gets 70. minLength 0 reserves nothing: the colour gets 100.
        let thirty = HStack {
            Color.red.id("color")
            Spacer(minLength: 30).id("spacer")
        }
        expectFrames(frames(thirty, width: 100, height: 20), [
            "color": rect(0, 0, 70, 20), "spacer": rect(70, 10, 30, 0),
        ])
        let zero = HStack {
            Color.red.id("color")
            Spacer(minLength: 0).id("spacer")
        }
        expectFrames(frames(zero, width: 100, height: 20), [
            "color": rect(0, 0, 100, 20), "spacer": rect(100, 10, 0, 0),
        ])
    }

    @MainActor @Test func spacersAreServedAfterEverythingElse() {
        // A colour and a spacer are both infinitely flexible, but SwiftUI gives Spacer layout priority −∞:
        // the colour is served first with 100 − 8 = 92, the spacer keeps its minimum 8.
        let view = HStack {
            Spacer().id("spacer")
            Color.red.id("color")
        }
        expectFrames(frames(view, width: 100, height: 20), [
            "spacer": rect(0, 10, 8, 0), "color": rect(8, 0, 92, 20),
        ])
    }

    @MainActor @Test func spacersShareWhatIsLeftEqually() {
        // (100 − 20) / 2 = 40 on each side of the 20-wide colour.
        let view = HStack {
            Spacer().id("left")
            Color.red.frame(width: 20, height: 10).id("color")
            Spacer().id("right")
        }
        expectFrames(frames(view, width: 100), [
            "left": rect(0, 5, 40, 0), "color": rect(40, 0, 20, 10), "right": rect(60, 5, 40, 0),
        ])
    }

    @MainActor @Test func spacerIdealLengthIsItsMinimum() {
        // Asked for its ideal width (fixedSize), the spacer is 8: 10 + 8 + 10 = 28.
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        .fixedSize()
        expectFrames(frames(view, width: 300), [
            "a": rect(0, 0, 10, 10), "spacer": rect(10, 5, 8, 0), "b": rect(18, 0, 10, 10),
        ])
    }

    @MainActor @Test func spacerInAVerticalStackIsVertical() {
        // 100 − 10 − 10 = 80 tall, 0 wide, centred in the 10-wide stack at 5.
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(view, height: 100), [
            "a": rect(0, 0, 10, 10), "spacer": rect(5, 10, 0, 80), "b": rect(0, 90, 10, 10),
        ])
    }

    // MARK: Wrapping, empty stacks, missing views

    @MainActor @Test func textsWrapWhenSpaceIsShort() {
        // 120 − 8 = 112. "Cat Dog" (flexibility 60) is offered 56 = 6 characters and wraps to "Cat" / "Dog":
        // 25.5 → 26 by 43. The long text gets 112 − 26 = 86 = 10 characters: "Goldfish" / "Goldfish", 68 by 43.
        let view = HStack(alignment: .top) {
            Text("Goldfish Goldfish").id("long")
            Text("Cat Dog").id("short")
        }
        expectFrames(frames(view, width: 120), [
            "long": rect(0, 0, 68, 43), "short": rect(76, 0, 26, 43),
        ])
    }

    @MainActor @Test func emptyStackHasZeroSize() {
        // No children: 0 × 0 whatever is offered.
        let view = HStack {}.id("empty")
        expectFrames(frames(view, width: 100, height: 100), ["empty": rect(0, 0, 0, 0)])
    }

    @MainActor @Test func missingViewsLeaveNoGap() {
        // EmptyView and a false `if` produce no views, so b follows a at 10 + 8 = 18.
        let show = false
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            EmptyView()
            if show { Color.green.frame(width: 10, height: 10).id("hidden") }
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let result = frames(view)
        expectFrames(result, ["a": rect(0, 0, 10, 10), "b": rect(0, 18, 10, 10)])
        #expect(result["hidden"] == nil)
    }

    @MainActor @Test func textDropsLinesToFitTheHeightItIsGiven() {
        // In 100 × 60 the 30-tall colour (flexibility 0) goes first: offered 60 / 2 = 30, takes 30. The text,
        // which wraps to 2 lines at width 100, is offered 30: only 1 line of 21.25 fits → 68 × 22.
        let view = VStack(spacing: 0) {
            Text("Goldfish Goldfish").id("text")
            Color.red.frame(height: 30).id("color")
        }
        expectFrames(frames(view, width: 100, height: 60), [
            "text": rect(16, 0, 68, 22), "color": rect(0, 22, 100, 30),
        ])
    }

    @MainActor @Test func textKeepsEveryLineWhenTheHeightAllows() {
        // In 100 × 80 the text is offered 80 − 30 = 50 ≥ 42.5: both lines, 68 × 43.
        let view = VStack(spacing: 0) {
            Text("Goldfish Goldfish").id("text")
            Color.red.frame(height: 30).id("color")
        }
        expectFrames(frames(view, width: 100, height: 80), [
            "text": rect(16, 0, 68, 43), "color": rect(0, 43, 100, 30),
        ])
    }

    @MainActor @Test func textKeepsOneLineEvenWhenOfferedLess() {
        // Offered 10 of height, a text still shows one line: 22 tall, overflowing its 10-tall frame
        // centred at (10 − 22) / 2 = −6.
        let view = Text("Goldfish Goldfish").id("text").frame(width: 100, height: 10)
        expectFrames(frames(view), ["text": rect(16, -6, 68, 22)])
    }

    // MARK: More spacing, spacers and overflow

    @MainActor @Test func explicitSpacingAppliesNextToSpacersToo() {
        // Uniform spacing 10 is used between every pair, spacers included: 100 − 10 − 10 − 10 − 10 = 60.
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 10, height: 10).id("a")
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        expectFrames(frames(view, width: 100), [
            "a": rect(0, 0, 10, 10), "spacer": rect(20, 5, 60, 0), "b": rect(90, 0, 10, 10),
        ])
    }

    @MainActor @Test func spacerOutsideAStackExpandsBothWays() {
        // Both axes take the proposal; asked for its ideal size it is its minimum, 8 × 8.
        expectFrames(frames(Spacer().id("spacer"), width: 100, height: 50), ["spacer": rect(0, 0, 100, 50)])
        expectFrames(frames(Spacer().id("spacer")), ["spacer": rect(0, 0, 8, 8)])
    }

    @MainActor @Test func childrenThatCannotShrinkOverflowTheStack() {
        // Two fixed 60-wide views and 8 between: 128 wide in a 100-wide frame, centred at (100 − 128) / 2 = −14.
        let view = HStack {
            Color.red.frame(width: 60, height: 10).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        }
        .id("stack")
        .frame(width: 100)
        expectFrames(frames(view), ["stack": rect(-14, 0, 128, 10), "a": rect(-14, 0, 60, 10), "b": rect(54, 0, 60, 10)])
    }

    @MainActor @Test func fixedSizeStackGivesFlexibleChildrenTheirIdealLength() {
        // maxWidth: .infinity fills a proposal, but asked for its ideal it is the colour's ideal 10.
        let view = HStack { Color.red.frame(maxWidth: .infinity).id("color") }.fixedSize()
        expectFrames(frames(view, width: 300, height: 300), ["color": rect(0, 0, 10, 10)])
    }

    @MainActor @Test func stacksOfInfinitelyTallChildrenAreTheMostFlexibleChildrenOfAStack() {
        // Asked its maximum height, the row's colours are infinitely tall, so the ZStack and the row are too
        // (not NaN), and the row is served last: the text takes 22 (21.25 rounded up) and the bar 4 of
        // 200 − 2 × 8 = 184, the row the other 158. The title is centred: x = (100 − 43) / 2 = 28.5 → 29.
        let view = VStack(spacing: 8) {
            Text("Title").id("title")
            HStack(spacing: 0) {
                Color.red
                ZStack { Color.blue }.frame(width: 10).frame(maxHeight: .infinity)
            }
            .id("row")
            Color.green.frame(height: 4).id("bar")
        }
        expectFrames(frames(view, width: 100, height: 200), [
            "title": rect(29, 0, 43, 22), "row": rect(0, 30, 100, 158), "bar": rect(0, 196, 100, 4),
        ])
    }

    @MainActor @Test func aStackSpacesLikeAnOrdinaryViewOnlyWhenAllItsChildrenDo() {
        // The middle row starts with a spacer, so its leading edge is the spacer's and red touches it;
        // the last row holds an ordinary view only, and sits the system spacing, 8, after the middle one.
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("red")
            HStack {
                Spacer().frame(width: 20, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }.id("spaced")
            HStack { Color.green.frame(width: 10, height: 10) }.id("ordinary")
        }
        expectFrames(frames(view, width: 300, height: 10), [
            "red": rect(0, 0, 10, 10), "spaced": rect(10, 0, 30, 10), "ordinary": rect(48, 0, 10, 10),
        ])
    }

    @MainActor @Test func aStackPlacedForAnEarlierProposalIsArrangedForItAgain() {
        // The row is measured 40 wide, then 200 wide, then placed 40 wide: the flexible view gets
        // 40 − 10 − 8 = 22, as the first measurement gave, not 182 from the last.
        let view = MeasuresWiderThenPlaces {
            HStack {
                Color.red.frame(minWidth: 10, maxWidth: .infinity).id("flexible")
                Color.blue.frame(width: 10).id("fixed")
            }
        }
        expectFrames(frames(view, width: 300, height: 50), [
            "flexible": rect(0, 0, 22, 50), "fixed": rect(30, 0, 10, 50),
        ])
    }
}

/// Measures its one subview 40 wide and then 200 wide, and places it 40 wide at its origin: the
/// stack's size for 40 comes from the node's cache, so only placing it can arrange it for 40 again.
private struct MeasuresWiderThenPlaces: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (narrow, wide) = (ProposedViewSize(width: 40, height: proposal.height), ProposedViewSize(width: 200, height: proposal.height))
        _ = subviews[0].sizeThatFits(narrow)
        _ = subviews[0].sizeThatFits(wide)
        subviews[0].place(at: bounds.origin, proposal: narrow)
    }
}
