import FeatureHost
import FeatureKit

extension AppDiContainer {
    /// Builds feature `name` again on `choice` and puts it in the old one's place for the rest of
    /// the session: its next flow, route and `about` line use the new source; screens already open
    /// keep theirs. Throws, changing nothing, when there is no such feature, it has no source of its
    /// own, or it refuses the source.
    func chooseSource(_ choice: FeatureSourceChoice, forFeatureNamed name: String) async throws(FeatureSourceRefusal) {
        guard let current = features.first(where: { type(of: $0).name == name }) else { throw .noSuchFeature }
        let rebuild = FeatureSourceRebuild(
            launchValues: configuration.featureCommandLine, launchServices: configuration.services,
            launchProcessEnvironment: environment.processEnvironment)
        let featureType: any FeatureRegistration.Type = type(of: current)
        let plan: FeatureSourceRebuild.Plan?
        do throws(CommandLineError) {
            plan = try rebuild.plan(for: featureType, choice: choice)
        } catch {
            throw .refused(error.message)
        }
        guard let plan else { throw .noSourceOfItsOwn }
        // Back to the launch's choice: the very factory the launch used, when it has one.
        let factory =
            choice == .launch ? configuration.features.first { $0.name == name } ?? plan.factory : plan.factory
        let feature = LaunchedFeatures.build(
            factory, in: environment.pointing(at: plan.services, processEnvironment: plan.processEnvironment))
        do {
            try await feature.prepareLaunch()
        } catch {
            throw .refused("\(error)")
        }
        replaceFeature(with: feature, chosenSource: choice)
    }
}
