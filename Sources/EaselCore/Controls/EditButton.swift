import Foundation

/// A button that toggles the environment's edit mode: "Edit", or "Done" in semibold while editing, as
/// iOS 17's `editButtonItem` titles itself. A still presses nothing; with no edit mode in the environment
/// (the default) it shows "Edit".
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}

/// Whether the user can edit a view's content. In a still, only `EditButton` shows it: a `List` draws no
/// delete or move controls.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

    /// The edit mode of the views in the environment; nil (the default) when none is set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
