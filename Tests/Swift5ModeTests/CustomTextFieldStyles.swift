// Custom text field styles as real SwiftUI files write them (Swift 5 mode, `import SwiftUI` only):
// SwiftUI's `TextFieldStyle` requirement is underscored, `_body(configuration: TextField<Self._Label>)`,
// and apps draw `configuration` inside their own chrome.
import SwiftUI
import Testing

struct AuthTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color(.systemGray6))
            )
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 1)
            )
    }
}

public struct OutlinedInputStyle: TextFieldStyle {
    @Environment(\.isEnabled) private var isEnabled
    var padding: CGFloat = 10

    public init() {}

    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(padding)
            .background(Color.white)
            .cornerRadius(8)
            .opacity(isEnabled ? 1.0 : 0.5)
    }
}

extension TextFieldStyle where Self == OutlinedInputStyle {
    static var outlined: OutlinedInputStyle { .init() }
}

struct SignInForm: View {
    @State private var email = ""
    @State private var password = "hunter2"

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(AuthTextFieldStyle())
                .id("email")
            SecureField("Password", text: $password)
                .textFieldStyle(.outlined)
                .id("password")
            TextField("Search", text: $email)
                .textFieldStyle(.outlined)
                .textFieldStyle(.roundedBorder)
                .id("search")
        }
        .frame(width: 300)
    }
}

@Suite struct CustomTextFieldStyleTests {
    @Test func customStylesDrawTheFieldInsideTheirChrome() throws {
        let frames = ImageRenderer(content: SignInForm()).layoutFrames()
        let email = try #require(frames["email"])
        let password = try #require(frames["password"])
        let search = try #require(frames["search"])
        // One line of body text, padded 12 above and below, across the form.
        #expect(email.width == 300 && email.height > 24)
        #expect(abs(email.height - 24 - (password.height - 20)) < 0.01, "the same line, padded 12 and 10")
        // The outlined style's configuration inside `.roundedBorder` is the rounded field (6 above and
        // below), padded 10.
        #expect(abs(search.height - 20 - 12 - (password.height - 20)) < 0.01)
        #expect(try ImageRenderer(content: SignInForm()).pngData().count > 0)
    }
}
