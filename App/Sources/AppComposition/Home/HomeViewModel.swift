import FeatureContracts
import FeatureKit
import Navigation
import Observation

/// The home screen: the features registered in this build, in their order, and the name of the
/// person signed in (through ``FeatureContracts/AccountSession``), to greet them by.
@MainActor
@Observable
public final class HomeViewModel {
    /// The signed-in person's name, once the screen has appeared; `nil` when nobody is signed in.
    public private(set) var signedInName: String?

    @ObservationIgnored private let features: [any FeatureRegistration]
    @ObservationIgnored private let accountSession: (any AccountSession)?
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<AppFlowStep>

    /// `accountSession` says who is signed in; `nil` in a build with no accounts.
    public init(
        features: [any FeatureRegistration], accountSession: (any AccountSession)? = nil,
        flowStepEmitter: FlowStepEmitter<AppFlowStep>
    ) {
        self.features = features
        self.accountSession = accountSession
        self.flowStepEmitter = flowStepEmitter
    }

    public func screenAppeared() async {
        signedInName = await accountSession?.signedInPerson()?.name
    }

    /// Each feature's command word and its home entry in the current app language.
    public var items: [HomeItem] {
        features.map { HomeItem(command: type(of: $0).name, entry: $0.homeEntry) }
    }

    public func featureTapped(command: String) {
        flowStepEmitter.emit(.featureTappedFromHome(AppDestination(command)))
    }
}

/// One line of the home screen.
public struct HomeItem: Equatable, Sendable {
    /// The feature's command word: `contacts`.
    public let command: String
    public let entry: FeatureHomeEntry
}
