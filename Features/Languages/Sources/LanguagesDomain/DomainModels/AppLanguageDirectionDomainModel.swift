/// Which way a language is written; right-to-left languages are laid out mirrored.
public enum AppLanguageDirectionDomainModel: Equatable, Sendable {
    case leftToRight
    case rightToLeft
}
