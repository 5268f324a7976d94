import ToolsDomain

/// About GodTools: the app's version, and the addresses of Cru's terms of use and privacy
/// policy, which GodTools' menu links to.
public struct AboutApp: AboutAppInterface {
    public static let termsOfUseAddress = "https://www.cru.org/us/en/about/terms-of-use.html"
    public static let privacyPolicyAddress = "https://www.cru.org/us/en/about/privacy.html"

    private let version: String

    public init(version: String) {
        self.version = version
    }

    public func getAboutApp() -> AboutAppDomainModel {
        AboutAppDomainModel(
            version: version, termsOfUseAddress: Self.termsOfUseAddress, privacyPolicyAddress: Self.privacyPolicyAddress)
    }
}
