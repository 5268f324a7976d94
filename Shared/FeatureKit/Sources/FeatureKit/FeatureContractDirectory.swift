import SystemKit

/// The providers of `FeatureContracts` protocols in one run, by contract: what the host
/// resolves when it composes the features. It is in `FeatureEnvironment` from the start;
/// the host adds every feature's offers once all are built, before the first screen, and
/// a feature asks for a provider when it needs one. A contract no feature offers (another
/// feature's Demo) has no provider: `nil`, never a crash. A provider must not hold its
/// feature strongly (the directory is in the environment every feature holds): offer a
/// small object that refers to the feature weakly, or to what it needs.
public final class FeatureContractDirectory: Sendable {
    /// One offered provider, with the feature that offered it (nil when none was named).
    private struct Entry: Sendable {
        let owner: String?
        let provider: any Sendable
    }

    private let providers = LockedState<[ObjectIdentifier: [Entry]]>([:])

    public init() {}

    /// Adds `offers`, made by feature `owner` when one is named; a later offer of the same contract
    /// comes before an earlier one for ``provider(of:)``, and after it in ``providers(of:)``.
    public func add(_ offers: [FeatureOffer], from owner: String? = nil) {
        providers.withLock { providers in
            for offer in offers {
                providers[offer.contract, default: []].append(Entry(owner: owner, provider: offer.provider))
            }
        }
    }

    /// Takes back every offer feature `owner` made and adds `offers` in their place: a feature
    /// built again for the session (its source changed on the debug screen) answers for itself,
    /// and the one it replaces no longer does.
    public func replaceOffers(from owner: String, with offers: [FeatureOffer]) {
        providers.withLock { providers in
            for contract in providers.keys {
                providers[contract]?.removeAll { $0.owner == owner }
            }
            for offer in offers {
                providers[offer.contract, default: []].append(Entry(owner: owner, provider: offer.provider))
            }
        }
    }

    /// The provider of `contract`, if a feature offers one (the latest offer when several do).
    public func provider<Contract>(of contract: Contract.Type) -> Contract? {
        providers.withLock { $0[ObjectIdentifier(contract)]?.last?.provider } as? Contract
    }

    /// Every provider of `contract`, in the order they were offered: for a contract several
    /// features may answer at once (each that keeps something of the signed-in person's).
    public func providers<Contract>(of contract: Contract.Type) -> [Contract] {
        (providers.withLock { $0[ObjectIdentifier(contract)] } ?? []).compactMap { $0.provider as? Contract }
    }
}
