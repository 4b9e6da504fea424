import Foundation

/// A segmented picker, drawn as iOS 17 draws `UISegmentedControl`.
///
/// Rules (UIKit's default height of 32 points; the rest as iOS 17 draws it, estimated):
/// 1. The control takes the width it is offered (asked for its ideal width: each segment as wide as
///    the widest option plus 24 points) and is 32 points tall; the segments share the width equally.
/// 2. The track is a rounded rectangle of radius 9 in `tertiarySystemFill`.
/// 3. The selected segment is a rounded rectangle of radius 7 inset 2 points in its slot, white (dark:
///    `systemGray2`) with a shadow (black at 12%, σ 4, 3 points down), its option in 13-point semibold;
///    the other options are 13-point regular, centred in their slots.
/// 4. A 1 × 16-point divider separates neighbouring segments, except beside the selected one.
enum SegmentedControl {
    static let height: CGFloat = 32

    static func node<Content: View>(content: Content, selection: AnyHashable, in context: ResolveContext) -> ViewNode {
        let regular = PickerOptions.nodes(of: content, in: context.with { $0.font = .system(size: 13) }.child("regular"))
        let bold = PickerOptions.nodes(of: content, in: context.with { $0.font = .system(size: 13, weight: .semibold) }.child("selected"))
        let selected = regular.firstIndex { PickerOptions.tag($0) == selection }
        let chrome = context.child("chrome")
        var children = chrome.child("track").resolve(RoundedRectangle(cornerRadius: 9).fill(ControlPalette.tertiarySystemFill))
        if selected != nil {
            children += chrome.child("thumb").resolve(RoundedRectangle(cornerRadius: 7).fill(ControlPalette.selectedSegment)
                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3))
        }
        let dividers = regular.indices.dropFirst().filter { $0 != selected && $0 - 1 != selected }
        for index in dividers {
            children += chrome.child("divider").child(index).resolve(Rectangle().fill(ControlPalette.divider))
        }
        children += regular.indices.map { $0 == selected ? bold[$0] : regular[$0] }
        let layout = SegmentedLayout(count: regular.count, selected: selected, dividers: dividers)
        return makeContainerNode(layout: layout, children: children, context: context)
    }
}

/// Places a segmented control's parts: the track, the selected segment, the dividers, then the options.
struct SegmentedLayout: Layout {
    let count: Int
    let selected: Int?
    let dividers: [Int]

    private var options: Range<Int> {
        let first = 1 + (selected == nil ? 0 : 1) + dividers.count
        return first..<first + count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = options.map { subviews[$0].sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? (widest + 24) * CGFloat(count), height: SegmentedControl.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        guard count > 0 else { return }
        let slot = bounds.width / CGFloat(count)
        func slotRect(_ index: Int) -> CGRect {
            CGRect(x: bounds.minX + slot * CGFloat(index), y: bounds.minY, width: slot, height: bounds.height)
        }
        var next = 1
        if let selected {
            let thumb = slotRect(selected).insetBy(dx: 2, dy: 2)
            subviews[next].place(at: thumb.origin, proposal: ProposedViewSize(thumb.size))
            next += 1
        }
        for index in dividers {
            subviews[next].place(at: CGPoint(x: slotRect(index).minX - 0.5, y: bounds.midY - 8), proposal: ProposedViewSize(width: 1, height: 16))
            next += 1
        }
        for (index, subview) in options.enumerated() {
            let rect = slotRect(index)
            subviews[subview].place(at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center,
                                    proposal: ProposedViewSize(width: max(rect.width - 8, 0), height: rect.height))
        }
    }
}
