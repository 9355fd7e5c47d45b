// Entry point: the command line is parsed in SkeletonApp; this file only hands over the arguments.
print("skeleton-preview: under construction")
