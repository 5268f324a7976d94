import FuzzSupport

FuzzDriver.run(GraphQLProperties.check)
