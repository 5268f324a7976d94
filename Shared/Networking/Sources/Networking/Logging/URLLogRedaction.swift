import AppCore
import Foundation

/// URLs made safe to log: `AppCore`'s `URLRedaction`, under the name remote sources use.
public enum URLLogRedaction {
    /// What stands in for a hidden part.
    public static var placeholder: String { URLRedaction.placeholder }

    /// `url` as text with its user name, password and secret-looking query values hidden.
    public static func redacted(_ url: URL) -> String {
        URLRedaction.redacted(url)
    }

    /// Whether a query item named `name` carries a secret.
    public static func isSecretName(_ name: String) -> Bool {
        URLRedaction.isSecretName(name)
    }
}
