/// The files a new use case of a feature is made of, `__Feature__`, `__UseCase__` and
/// `__useCase__` standing for the feature's and the use case's names.
enum UseCasePartTemplates {
    static let domainModel = """
        /// What __UseCase__ gives the person.
        public struct __UseCase__DomainModel: Sendable, Equatable {
            public let summary: String

            public init(summary: String) {
                self.summary = summary
            }
        }

        """

    static let interface = """
        /// What __UseCase__ needs from the data: implemented in __Feature__DataDomainInterface.
        public protocol __UseCase__Interface: Sendable {
            func __useCase__() async throws -> __UseCase__DomainModel
        }

        """

    static let useCase = """
        /// The person's action __UseCase__: one `execute`, on its interface only.
        public struct __UseCase__UseCase: Sendable {
            private let __useCase__: any __UseCase__Interface

            public init(__useCase__: any __UseCase__Interface) {
                self.__useCase__ = __useCase__
            }

            public func execute() async throws -> __UseCase__DomainModel {
                try await __useCase__.__useCase__()
            }
        }

        """

    static let implementation = """
        import __Feature__Domain

        /// __UseCase__'s rules over the feature's data. It starts with none: give it the
        /// repositories it needs (from __Feature__DataLayerDependencies) and the rules.
        public struct __UseCase__: __UseCase__Interface {
            public init() {}

            public func __useCase__() async throws -> __UseCase__DomainModel {
                __UseCase__DomainModel(summary: "")
            }
        }

        """

    static let registration = """
        import __Feature__DataDomainInterface
        import __Feature__Domain

        extension __Feature__DomainLayerDependencies {
            public func get__UseCase__UseCase() -> __UseCase__UseCase {
                __UseCase__UseCase(__useCase__: __UseCase__())
            }
        }

        """

    static let test = """
        import __Feature__Domain
        import Testing

        @Suite("__UseCase__")
        struct __UseCase__UseCaseTests {
            private struct Fake__UseCase__: __UseCase__Interface {
                let result: __UseCase__DomainModel

                func __useCase__() async throws -> __UseCase__DomainModel { result }
            }

            @Test("Given what the interface gives When the person does __UseCase__ Then the use case gives it back")
            func givesTheInterfacesResult() async throws {
                let useCase = __UseCase__UseCase(__useCase__: Fake__UseCase__(result: __UseCase__DomainModel(summary: "done")))

                let result = try await useCase.execute()

                #expect(result == __UseCase__DomainModel(summary: "done"))
            }
        }

        """
}
