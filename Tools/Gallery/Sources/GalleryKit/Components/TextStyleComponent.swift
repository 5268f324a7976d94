import ReplKit

/// `TextStyle`: what each kind of line is for, with a line of that kind. On a
/// terminal the host colours them; scripts get them plain, as here.
@MainActor
final class TextStyleComponent: GalleryComponent {
    static let styles: [TextStyle] = [.title, .status, .error, .hint, .prompt, .plain]

    let id = "text-style"
    let nameKey = GalleryStringKey.componentTextStyleName
    let summaryKey = GalleryStringKey.componentTextStyleSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        Self.styles.map { style in
            ComponentState(
                id: Self.name(style), title: context.strings.text(Self.purpose(style)),
                lines: context.indented(sample(style, context)))
        }
    }

    /// The style's name, as the code spells it.
    static func name(_ style: TextStyle) -> String {
        switch style {
        case .plain: return "plain"
        case .title: return "title"
        case .status: return "status"
        case .error: return "error"
        case .hint: return "hint"
        case .prompt: return "prompt"
        }
    }

    private static func purpose(_ style: TextStyle) -> GalleryStringKey {
        switch style {
        case .plain: return .stylePlain
        case .title: return .styleTitle
        case .status: return .styleStatus
        case .error: return .styleError
        case .hint: return .styleHint
        case .prompt: return .stylePrompt
        }
    }

    /// A line of that style, as the gallery itself writes one.
    private func sample(_ style: TextStyle, _ context: GalleryContext) -> String {
        let strings = context.strings
        switch style {
        case .plain: return strings.text(.sampleRow, ["number": "1"])
        case .title: return strings.text(.componentTextStyleName)
        case .status: return strings.plural(.sampleCount, count: SampleFruit.all.count)
        case .error: return strings.text(.errorColumns, ["value": "7"])
        case .hint: return strings.text(.sampleKept, ["item": strings.text(.sampleFig)])
        case .prompt: return "gallery › \(id) ›"
        }
    }
}
