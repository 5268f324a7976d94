/// One thing a feature offers others: a provider of a `FeatureContracts` protocol.
public struct FeatureOffer: Sendable {
    let contract: ObjectIdentifier
    let provider: any Sendable

    /// `provider` as the provider of `contract`, a protocol's existential type:
    /// `.of((any ToolLanguagesAvailableOffline).self, self)`.
    public static func of<Contract>(_ contract: Contract.Type, _ provider: Contract) -> FeatureOffer where Contract: Sendable {
        FeatureOffer(contract: ObjectIdentifier(contract), provider: provider)
    }
}
