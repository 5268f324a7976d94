/// The direction a language's script is written in.
public enum TextDirection: String, Sendable, Equatable, CaseIterable {
    case leftToRight
    case rightToLeft
}
