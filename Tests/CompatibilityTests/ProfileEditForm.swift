import Easel
import Foundation
import Testing

// A profile editor as Apple's tutorials write one: a `Form` with text fields, a secure field, a
// segmented picker, a menu picker, a stepper, a slider, a date picker and an inline picker. Compiled
// against `import Easel` exactly as against `import SwiftUI`.

private enum Pronoun: String, CaseIterable, Identifiable {
    case she, he, they
    var id: Self { self }
}

private struct Profile {
    var name = "Ada Lovelace"
    var email = ""
    var password = "analytical"
    var bio = "Writes programs for the Analytical Engine."
    var pronoun = Pronoun.she
    var season = "Autumn"
    var guests = 2
    var volume = 0.6
    var birthday = Date(timeIntervalSince1970: 1_764_084_360)
    var theme = "System"
}

private struct ProfileEditForm: View {
    @State private var profile = Profile()

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $profile.name)
                TextField("Email", text: $profile.email, prompt: Text("name@example.com"))
                SecureField("Password", text: $profile.password)
                TextField("Bio", text: $profile.bio, axis: .vertical)
                    .lineLimit(2)
            }
            Section("Preferences") {
                Picker("Pronouns", selection: $profile.pronoun) {
                    ForEach(Pronoun.allCases) { pronoun in
                        Text(pronoun.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Season", selection: $profile.season) {
                    ForEach(["Spring", "Summer", "Autumn", "Winter"], id: \.self) { season in
                        Text(season)
                    }
                }
                Stepper("Guests: \(profile.guests)", value: $profile.guests, in: 0...10)
                Slider(value: $profile.volume) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker.fill")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3.fill")
                }
                DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
                DatePicker("Reminder", selection: $profile.birthday)
            }
            Section("Theme") {
                Picker("Theme", selection: $profile.theme) {
                    Text("System").tag("System")
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .pickerStyle(.inline)
            }
        }
    }
}

/// The same controls outside a form, in a plain stack, as a sign-in card writes them.
private struct SignInCard: View {
    @State private var user = ""
    @State private var password = "secret"
    @State private var plan = 1

    var body: some View {
        VStack(spacing: 16) {
            TextField("User name", text: $user)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Picker("Plan", selection: $plan) {
                Text("Free").tag(0)
                Text("Pro").tag(1)
                Text("Team").tag(2)
            }
            .pickerStyle(.segmented)
            Picker("Plan", selection: $plan) {
                Text("Free").tag(0)
                Text("Pro").tag(1)
                Text("Team").tag(2)
            }
            Slider(value: .constant(0.25), in: 0...1, step: 0.05)
                .tint(.green)
            HStack {
                TextField("Seats", value: .constant(1_200), format: .number)
                    .textFieldStyle(.roundedBorder)
                Stepper("Seats", value: .constant(1_200), in: 0...5_000, step: 100)
                    .labelsHidden()
                DatePicker("Renews", selection: .constant(Date(timeIntervalSince1970: 1_764_084_360)), displayedComponents: .date)
                    .labelsHidden()
            }
            TextEditor(text: .constant("Notes for the team go here."))
                .frame(height: 60)
                .border(Color.gray.opacity(0.3))
        }
        .padding()
    }
}

@Suite struct ProfileEditFormTests {
    @MainActor @Test(arguments: [ColorScheme.light, .dark]) func profileEditForm(_ scheme: ColorScheme) {
        assertCompatible(ProfileEditForm(), named: "\(scheme)", width: 390, height: 900, colorScheme: scheme)
    }

    @MainActor @Test func signInCard() {
        assertCompatible(SignInCard(), named: "light", width: 390, height: 440)
    }
}
