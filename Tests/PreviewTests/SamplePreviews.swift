// Views and their previews written as in an iOS app: every preview form Xcode offers, compiled unchanged.
import SwiftUI

struct GreetingCard: View {
    var name: String

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "star.fill")
                .font(.largeTitle)
                .foregroundStyle(.orange)
            Text("Hello, \(name)!")
                .font(.title2.bold())
                .id("greeting")
        }
        .padding()
        .background(.orange.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
        .id("card")
    }
}

struct SettingRow: View {
    var title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
            .padding(.horizontal)
            .id("row")
    }
}

#Preview {
    GreetingCard(name: "Whiskers")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    GreetingCard(name: "Goldie")
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    GreetingCard(name: "Rex")
}

#Preview("Landscape", traits: .landscapeLeft) {
    GreetingCard(name: "Tabby")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.blue.opacity(0.2))
        .id("fill")
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    SettingRow(title: "Notifications", isOn: $isOn)
        .frame(width: 300)
}

struct GreetingCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GreetingCard(name: "Provider")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
            GreetingCard(name: "SE")
                .previewDevice("iPhone SE (3rd generation)")
            GreetingCard(name: "Wide")
                .previewInterfaceOrientation(.landscapeRight)
                .previewLayout(.fixed(width: 300, height: 150))
                .previewDisplayName("Wide")
        }
    }
}
