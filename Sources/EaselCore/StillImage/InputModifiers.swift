import Foundation

// Keyboard, focus and pointer modifiers: accepted and type-checked. A render has no keyboard, pointer or
// status bar, so the view draws as it is.
nonisolated extension View {
    /// Accepted; a render plays no haptic feedback.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Accepted; a render plays no haptic feedback.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Accepted; a render plays no haptic feedback.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        self
    }

    /// Accepted; a render has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Accepted; a render has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Accepted; a tooltip shows on hover, which a render has not.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Accepted; a tooltip shows on hover, which a render has not.
    public func help(_ text: Text) -> some View { self }

    /// Accepted; the return key's label shows on the keyboard, which a render does not draw.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Accepted; `action` never runs (nothing is submitted).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted; the keyboard is not drawn and typed text is not changed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Accepted; the keyboard is not drawn.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Accepted; typed text is not corrected.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted; the keyboard is not drawn.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Accepted; a render of a view draws no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Accepted; a render has no pointer, so the shape only matters for hit testing, which it has not either.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Accepted; a render has no touches to test, so the view draws as it is.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Accepted; the transition shows when the view is inserted or removed, and a still image shows it
    /// inserted. (`EaselAnimation` fades views in and out between states, whatever their transition.)
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Accepted; a still image has no geometry to match: the view draws at its own frame.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }

    /// Sets the color scheme of this view and its descendants. SwiftUI applies it to the whole presentation
    /// the view is in; a render of this view is that presentation, so its whole content takes the scheme.
    /// (A preference does not travel up to the renderer: the background a snapshot strategy draws behind
    /// the view follows its own traits.)
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        }
    }
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all = EventModifiers(rawValue: (1 << 6) - 1)
}

/// A keyboard shortcut: a key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { (self.key, self.modifiers) = (key, modifiers) }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What triggers `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How typed text is capitalized.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of keyboard a text field asks for (UIKit's type, which SwiftUI's `keyboardType(_:)` takes).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties([.position, .size])
}

/// How a view comes in and goes out, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// iOS 17's scale transition (`Transition.scale(_:anchor:)`).
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    /// iOS 17's blur-and-fade replacement.
    public static let blurReplace = AnyTransition(name: "blurReplace")
    /// iOS 17's blur-and-fade replacement, scaling up or down.
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition { .blurReplace }
    /// How `blurReplace` scales (iOS 17's `BlurReplaceTransition.Configuration`).
    public struct BlurReplaceConfiguration: Sendable {
        public static let downUp = BlurReplaceConfiguration()
        public static let upUp = BlurReplaceConfiguration()
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// Accepted; the search field is not drawn (it belongs to the navigation bar, and shows on iOS only
    /// when the list is pulled down or the bar is set to show it).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View { self }

    /// Accepted; the search field is not drawn.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View { self }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// A haptic the device plays (`sensoryFeedback(_:trigger:)`); a render plays none.
public struct SensoryFeedback: Hashable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }

    /// How stiff an impact's object feels.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }

    let name: String

    public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error"), selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(weight.name) \(intensity)")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(flexibility.name) \(intensity)")
    }
}

/// The pointer's hover state, as SwiftUI's `HoverPhase` passes it to `onContinuousHover`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to this point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

// Hover: accepted and never called. A render has no pointer, so the view draws as it is, as an iOS view
// draws until a pointer (iPad trackpad, Apple Pencil) hovers it.
nonisolated extension View {
    /// Accepted; a render has no pointer, so `action` never runs (SwiftUI calls it with true when the
    /// pointer enters the view's frame and false when it leaves).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Accepted; a render has no pointer, so `action` never runs (SwiftUI calls it with `.active` and the
    /// pointer's location in `coordinateSpace` as it moves within the view, `.ended` when it leaves).
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        self
    }
}
