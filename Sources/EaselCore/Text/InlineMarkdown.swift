/// Parses the inline Markdown SwiftUI renders in a `Text` made from a string literal (Foundation on Linux
/// has no `AttributedString(markdown:)`): `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`,
/// `` `code` ``, `~~strikethrough~~` (or `~one tilde~`), `[links](destination)`, `<scheme:autolinks>`
/// and backslash escapes of ASCII punctuation. Block syntax (headings, lists, quotes) is kept as
/// typed, as SwiftUI's inline-only parsing keeps it.
///
/// Rules (CommonMark 0.31, §6): emphasis delimiters are runs of `*`, `_` or `~`; a run can open when it
/// is left-flanking and close when right-flanking (an `_` run inside a word can do neither); a closer
/// pairs with the nearest earlier opener of its character (for `*` and `_`, not when one of them can
/// both open and close and their lengths add up to a multiple of 3 that is not both multiples of 3),
/// using two characters (strong) when both have two, else one; `~` pairs only with a run of its own
/// length, 1 or 2. Code spans are found first and hold their text as typed. A link's text is parsed
/// on its own, so emphasis does not cross its brackets.
enum InlineMarkdown {
    struct Style: Hashable {
        var isBold = false
        var isItalic = false
        var isCode = false
        var isStrikethrough = false
        var link: String?
    }

    struct Run: Hashable {
        var string: String
        var style: Style
    }

    /// The runs of `source`, consecutive runs of one style merged, empty runs dropped.
    static func parse(_ source: String) -> [Run] {
        var merged: [Run] = []
        for run in parse(Array(source), style: Style()) where !run.string.isEmpty {
            if let last = merged.last, last.style == run.style {
                merged[merged.count - 1].string += run.string
            } else {
                merged.append(run)
            }
        }
        return merged
    }

    /// A piece of inline text; delimiter runs are nodes whose text shrinks as they pair up.
    private struct Node {
        var text: String
        var style: Style
    }

    private struct Delimiter {
        let character: Character
        var count: Int
        let originalCount: Int
        let node: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private static let punctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    private static func parse(_ characters: [Character], style: Style) -> [Run] {
        var nodes: [Node] = []
        var delimiters: [Delimiter] = []
        var text = ""
        func flush() {
            if !text.isEmpty { nodes.append(Node(text: text, style: style)); text = "" }
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, punctuation.contains(characters[index + 1]) {
                text.append(characters[index + 1])
                index += 2
            } else if character == "`", let (code, end) = codeSpan(characters, at: index) {
                flush()
                var codeStyle = style
                codeStyle.isCode = true
                nodes.append(Node(text: code, style: codeStyle))
                index = end
            } else if character == "[", let (label, destination, end) = link(characters, at: index) {
                flush()
                var linkStyle = style
                linkStyle.link = destination
                nodes += parse(label, style: linkStyle).map { Node(text: $0.string, style: $0.style) }
                index = end
            } else if character == "<", let (destination, end) = autolink(characters, at: index) {
                flush()
                var linkStyle = style
                linkStyle.link = destination
                nodes.append(Node(text: destination, style: linkStyle))
                index = end
            } else if character == "*" || character == "_" || character == "~" {
                flush()
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                let before: Character? = index > 0 ? characters[index - 1] : nil
                let after: Character? = end < characters.count ? characters[end] : nil
                let left = isLeftFlanking(before: before, after: after)
                let right = isLeftFlanking(before: after, after: before)
                let count = end - index
                let canOpen = character == "_" ? left && (!right || before.map(punctuation.contains) == true) : left
                let canClose = character == "_" ? right && (!left || after.map(punctuation.contains) == true) : right
                nodes.append(Node(text: String(characters[index..<end]), style: style))
                if character != "~" || count <= 2 {
                    delimiters.append(Delimiter(character: character, count: count, originalCount: count, node: nodes.count - 1,
                                                canOpen: canOpen, canClose: canClose))
                }
                index = end
            } else {
                text.append(character)
                index += 1
            }
        }
        flush()
        pairDelimiters(&delimiters, in: &nodes)
        return nodes.map { Run(string: $0.text, style: $0.style) }
    }

    /// CommonMark's left-flanking rule (swap `before` and `after` for right-flanking): the next
    /// character is not whitespace, and is not punctuation or follows whitespace or punctuation.
    private static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
        guard let after, !after.isWhitespace else { return false }
        guard punctuation.contains(after) || after.isPunctuation else { return true }
        guard let before else { return true }
        return before.isWhitespace || punctuation.contains(before) || before.isPunctuation
    }

    /// CommonMark's "process emphasis": pairs closers with openers, styling the nodes between them.
    private static func pairDelimiters(_ delimiters: inout [Delimiter], in nodes: inout [Node]) {
        var closerIndex = 0
        while closerIndex < delimiters.count {
            let closer = delimiters[closerIndex]
            guard closer.canClose, closer.count > 0 else { closerIndex += 1; continue }
            let openerIndex = delimiters[..<closerIndex].lastIndex { opener in
                guard opener.character == closer.character, opener.canOpen, opener.count > 0 else { return false }
                if closer.character == "~" { return opener.count == closer.count }
                let isOddMatch = (opener.canClose || closer.canOpen) && (opener.originalCount + closer.originalCount) % 3 == 0
                    && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                return !isOddMatch
            }
            guard let openerIndex else { closerIndex += 1; continue }
            let used = closer.character == "~" ? closer.count : (closer.count >= 2 && delimiters[openerIndex].count >= 2 ? 2 : 1)
            let (openerNode, closerNode) = (delimiters[openerIndex].node, closer.node)
            for node in (openerNode + 1)..<closerNode {
                switch (closer.character, used) {
                case ("~", _): nodes[node].style.isStrikethrough = true
                case (_, 2): nodes[node].style.isBold = true
                default: nodes[node].style.isItalic = true
                }
            }
            nodes[openerNode].text.removeLast(used)
            nodes[closerNode].text.removeLast(used)
            delimiters[openerIndex].count -= used
            delimiters[closerIndex].count -= used
            delimiters.removeSubrange((openerIndex + 1)..<closerIndex)
            closerIndex = openerIndex + 1
        }
    }

    /// A code span at `start` (a run of backticks): its text, up to a run of as many backticks, with
    /// line endings as spaces and one leading and trailing space stripped when both are there.
    private static func codeSpan(_ characters: [Character], at start: Int) -> (String, Int)? {
        var openEnd = start
        while openEnd < characters.count, characters[openEnd] == "`" { openEnd += 1 }
        let length = openEnd - start
        var index = openEnd
        while index < characters.count {
            guard characters[index] == "`" else { index += 1; continue }
            var runEnd = index
            while runEnd < characters.count, characters[runEnd] == "`" { runEnd += 1 }
            if runEnd - index == length {
                var code = String(characters[openEnd..<index]).map { $0 == "\n" ? " " : $0 }
                if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                    code = Array(code.dropFirst().dropLast())
                }
                return (String(code), runEnd)
            }
            index = runEnd
        }
        return nil
    }

    /// An inline link at `start` (a "["): its label's characters, its destination, and where it ends.
    /// The label may hold balanced brackets; the destination is written without spaces, or in `<…>`,
    /// optionally followed by a quoted title (ignored).
    private static func link(_ characters: [Character], at start: Int) -> ([Character], String, Int)? {
        var depth = 0
        var index = start
        var labelEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if character == "\\" { index += 2; continue }
            if character == "`", let (_, end) = codeSpan(characters, at: index) { index = end; continue }
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                if depth == 0 { labelEnd = index; break }
            }
            index += 1
        }
        guard let labelEnd, labelEnd + 1 < characters.count, characters[labelEnd + 1] == "(" else { return nil }
        guard let close = characters[(labelEnd + 2)...].firstIndex(of: ")") else { return nil }
        let inside = String(characters[(labelEnd + 2)..<close]).trimmingSpaces()
        var destination = inside
        if let space = inside.firstIndex(where: \.isWhitespace) {
            let title = inside[space...].trimmingSpaces()
            guard title.count >= 2, let first = title.first, first == title.last, first == "\"" || first == "'" else { return nil }
            destination = String(inside[..<space])
        }
        if destination.hasPrefix("<"), destination.hasSuffix(">"), destination.count >= 2 {
            destination = String(destination.dropFirst().dropLast())
        }
        return (Array(characters[(start + 1)..<labelEnd]), destination, close + 1)
    }

    /// An autolink at `start` (a "<"): `<scheme:rest>` with a scheme of 2 to 32 letters, digits, "+",
    /// "." or "-" starting with a letter, and no spaces or "<" in it.
    private static func autolink(_ characters: [Character], at start: Int) -> (String, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: ">") else { return nil }
        let inside = characters[(start + 1)..<close]
        guard let colon = inside.firstIndex(of: ":"), !inside.contains(where: { $0.isWhitespace || $0 == "<" }) else { return nil }
        let scheme = inside[..<colon]
        guard (2...32).contains(scheme.count), scheme.first?.isASCII == true, scheme.first?.isLetter == true,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        return (String(inside), close + 1)
    }
}

private extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
