import Foundation

/// One row of a list: its content and the traits it set with the `listRow…` modifiers.
struct ListRowParts {
    let content: ViewNode
    let insets: EdgeInsets?
    let background: ViewNode?
    let separator: [VerticalEdge: Visibility]

    init(content: ViewNode, context: ResolveContext) {
        self.content = content
        insets = content.listTrait(ListRowInsetsTrait.self)
        background = content.listTrait(ListRowBackgroundTrait.self).map { view in
            let nodes = context.container(orientation: nil).child("rowBackground").resolve(view)
            return nodes.count == 1 ? nodes[0] : makeContainerNode(layout: ZStackLayout(), children: nodes, context: context)
        }
        separator = content.listTrait(ListRowSeparatorTrait.self)
    }
}

/// One section of a list: rows outside any `Section` make sections without header or footer.
struct ListSectionParts {
    var header: ViewNode?
    var rows: [ListRowParts]
    var footer: ViewNode?
    var separator: [VerticalEdge: Visibility] = [:]
}

/// Where everything of a list goes, in points from the list's top-left corner.
struct ListArrangement {
    struct Row {
        var frame: CGRect
        var contentOrigin: CGPoint
        var contentSize: CGSize
        var contentProposal: ProposedViewSize
        var insets: EdgeInsets
        /// Where the separator below the row starts and ends, from the list's leading edge.
        var separator: ClosedRange<CGFloat>
    }

    struct Section {
        var header: CGRect?
        var rows: [Row] = []
        var frame: CGRect = .zero
        var footer: CGRect?
    }

    var sections: [Section] = []
    var height: CGFloat = 0
}

/// A `List` or `Form` laid out and drawn as iOS draws it in the list's style (`ListMetrics`).
///
/// Rules:
/// 1. The list takes the proposed size (a nil width: its widest content's, a nil height: its content's
///    height); what overflows is clipped, as a scroll view at offset 0 clips it.
/// 2. Sections run down the list. Above a section: its header (footnote, secondary, inset like the rows'
///    text) with its padding, or else the section spacing; below it, its footer; the section spacing
///    again after the last.
/// 3. A row is the section's width (the list's, less the section margin on both sides in inset styles);
///    its content is proposed that width less the row's insets and a nil height, placed at the leading
///    inset and centred vertically; the row is as tall as its content plus the insets, and at least the
///    minimum row height.
/// 4. Drawing, back to front: the list's background (unless `scrollContentBackground(.hidden)`), each
///    section's background (a rounded rectangle in inset grouped lists) with custom row backgrounds
///    clipped to it, the rows' content, the separators (one pixel, the separator colour, from the row's
///    leading inset, or its `listRowSeparatorLeading` guide, to the section's trailing edge, or its
///    `listRowSeparatorTrailing` guide, between rows both of whose facing separators are
///    visible), headers and footers.
final class ListNode: ViewNode {
    let sections: [ListSectionParts]
    /// The list is the container of `containerRelativeFrame`s in its rows: its size is its proposal.
    let container: ContainerSizeAnchor
    private let nodes: [ViewNode]
    private var arrangement = ListArrangement()

    init(sections: [ListSectionParts], container: ContainerSizeAnchor, context: ResolveContext) {
        (self.sections, self.container) = (sections, container)
        var nodes: [ViewNode] = []
        for section in sections {
            nodes += section.rows.compactMap(\.background)
            nodes += section.rows.map(\.content)
            nodes += [section.header, section.footer].compactMap { $0 }
        }
        self.nodes = nodes
        super.init(context: context)
    }

    override var children: [ViewNode] { nodes }

    override func computeGuideKinds() -> GuideKinds { GuideKinds() }

    override var listStyleOfList: ListStyleKind? { environment.listStyle }

    private func metrics(width: CGFloat) -> ListMetrics {
        ListMetrics(style: environment.listStyle, width: width, environment: environment)
    }

    /// The width the list takes for a nil proposal: its widest row or header, with insets and margins.
    private var idealWidth: CGFloat {
        let metrics = metrics(width: 0)
        var width: CGFloat = 0
        for section in sections {
            for row in section.rows {
                let insets = row.insets ?? metrics.rowInsets
                width = max(width, row.content.sizeThatFits(.unspecified).width + insets.horizontal)
            }
            for node in [section.header, section.footer].compactMap({ $0 }) {
                width = max(width, node.sizeThatFits(.unspecified).width + metrics.rowInsets.horizontal)
            }
        }
        return width + 2 * metrics.sectionMargin
    }

    /// Rules 2 and 3 for a list `width` points wide.
    private func arrange(width: CGFloat) -> ListArrangement {
        let metrics = metrics(width: width)
        let sectionX = metrics.sectionMargin, sectionWidth = max(0, width - 2 * metrics.sectionMargin)
        let textWidth = max(0, sectionWidth - metrics.rowInsets.horizontal)
        var result = ListArrangement()
        var y: CGFloat = 0
        func chrome(_ node: ViewNode) -> CGRect {
            let size = node.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
            return CGRect(x: sectionX + metrics.rowInsets.leading, y: y, width: size.width, height: size.height)
        }
        for section in sections {
            var arranged = ListArrangement.Section()
            if let header = section.header {
                y += metrics.headerPadding.top
                arranged.header = chrome(header)
                y += arranged.header!.height + metrics.headerPadding.bottom
            } else {
                y += metrics.sectionSpacing
            }
            let top = y
            for row in section.rows {
                let insets = row.insets ?? metrics.rowInsets
                let proposal = ProposedViewSize(width: max(0, sectionWidth - insets.horizontal), height: nil)
                let size = row.content.sizeThatFits(proposal)
                let height = max(metrics.minimumRowHeight, size.height + insets.vertical)
                let frame = CGRect(x: sectionX, y: y, width: sectionWidth, height: height)
                let contentY = y + insets.top + (height - insets.vertical - size.height) / 2
                let contentX = sectionX + insets.leading
                func guide(_ alignment: HorizontalAlignment) -> CGFloat? {
                    row.content.explicitGuide(alignment.key, size: size, proposal: proposal).map { contentX + $0 }
                }
                let separatorStart = guide(.listRowSeparatorLeading) ?? contentX
                let separatorEnd = max(separatorStart, guide(.listRowSeparatorTrailing) ?? frame.maxX)
                arranged.rows.append(.init(frame: frame, contentOrigin: CGPoint(x: contentX, y: contentY), contentSize: size,
                                           contentProposal: proposal, insets: insets, separator: separatorStart...separatorEnd))
                y += height
            }
            arranged.frame = CGRect(x: sectionX, y: top, width: sectionWidth, height: y - top)
            if let footer = section.footer {
                y += metrics.footerPadding.top
                arranged.footer = chrome(footer)
                y += arranged.footer!.height + metrics.footerPadding.bottom
            }
            result.sections.append(arranged)
        }
        result.height = y + metrics.sectionSpacing
        return result
    }

    /// Rule 1.
    override func computeSize(for proposal: ProposedViewSize) -> CGSize {
        container.size = proposal
        let width = proposal.width ?? idealWidth
        return CGSize(width: width, height: proposal.height ?? arrange(width: width).height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        container.size = ProposedViewSize(bounds.size)
        arrangement = arrange(width: bounds.width)
        let offset = bounds.origin
        for (section, arranged) in zip(sections, arrangement.sections) {
            for (row, frame) in zip(section.rows, arranged.rows) {
                row.content.place(at: CGPoint(x: frame.contentOrigin.x + offset.x, y: frame.contentOrigin.y + offset.y), anchor: .topLeading, size: frame.contentSize,
                                  proposal: frame.contentProposal)
                if let background = row.background {
                    let rowFrame = frame.frame.offsetBy(dx: offset.x, dy: offset.y)
                    background.place(at: rowFrame.origin, anchor: .topLeading, size: background.sizeThatFits(ProposedViewSize(rowFrame.size)),
                                     proposal: ProposedViewSize(rowFrame.size))
                }
            }
            for (node, frame) in [(section.header, arranged.header), (section.footer, arranged.footer)] {
                guard let node, let frame = frame?.offsetBy(dx: offset.x, dy: offset.y) else { continue }
                node.place(at: frame.origin, anchor: .topLeading, size: frame.size, proposal: ProposedViewSize(width: frame.width, height: nil))
            }
        }
    }

    /// Rule 4. The list's background also reaches into the safe area insets around it (under the status
    /// bar and the home indicator), as a scroll view's background does on iOS.
    override func draw(into list: inout DisplayListBuilder) {
        let metrics = metrics(width: frame.width)
        if let safeArea, environment.scrollContentBackground != .hidden {
            let extended = safeArea.insets(of: frame).expanding(frame, on: PhysicalEdges(.all, layoutDirection))
            if extended != frame { list.fill(Path(extended), metrics.listBackground.resolve(in: environment)) }
        }
        let offset = frame.origin
        let separatorColor = ListMetrics.separator.resolve(in: environment)
        let items = list.collect { builder in
            if environment.scrollContentBackground != .hidden {
                builder.fill(Path(frame), metrics.listBackground.resolve(in: environment))
            }
            for (section, arranged) in zip(sections, arrangement.sections) {
                let sectionFrame = arranged.frame.offsetBy(dx: offset.x, dy: offset.y)
                let shape = Path(roundedRect: sectionFrame, cornerRadius: metrics.cornerRadius)
                builder.fill(shape, metrics.rowBackground.resolve(in: environment))
                let backgrounds = builder.collect { inner in
                    for case let background? in section.rows.map(\.background) { inner.draw(background) }
                }
                builder.group(backgrounds, clip: shape)
                for row in section.rows { builder.draw(row.content) }
                drawSeparators(of: section, arranged, in: &builder, metrics: metrics, color: separatorColor, offset: offset)
                for case let node? in [section.header, section.footer] { builder.draw(node) }
            }
        }
        list.group(items, clip: Path(frame))
    }

    private func drawSeparators(of section: ListSectionParts, _ arranged: ListArrangement.Section, in builder: inout DisplayListBuilder,
                                metrics: ListMetrics, color: RGBA, offset: CGPoint) {
        let thickness = metrics.separatorThickness
        func line(below row: ListArrangement.Row) {
            let span = row.separator
            let rect = CGRect(x: span.lowerBound, y: row.frame.maxY - thickness, width: span.upperBound - span.lowerBound, height: thickness)
            builder.fill(Path(rect.offsetBy(dx: offset.x, dy: offset.y)), color)
        }
        for index in arranged.rows.indices.dropLast() {
            let row = section.rows[index], next = section.rows[index + 1]
            guard row.separator[.bottom] != .hidden, next.separator[.top] != .hidden else { continue }
            line(below: arranged.rows[index])
        }
        guard let last = arranged.rows.last, let lastRow = section.rows.last else { return }
        let bottom = section.separator[.bottom].map { $0 == .visible } ?? metrics.drawsSectionSeparators.bottom
        if bottom, lastRow.separator[.bottom] != .hidden {
            line(below: last)
        }
        if section.separator[.top] == .visible, let first = arranged.rows.first {
            builder.fill(Path(CGRect(x: first.frame.minX, y: first.frame.minY, width: first.frame.width, height: thickness).offsetBy(dx: offset.x, dy: offset.y)), color)
        }
    }
}
