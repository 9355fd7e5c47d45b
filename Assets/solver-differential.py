#!/usr/bin/env python3
"""Random constraint systems solved by kiwisolver, the oracle for Sources/ConstraintSolver.

  python3 Assets/solver-differential.py [--seed N] [--cases N] > cases.json

Writes JSON: {"kiwisolver": version, "seed": N, "cases": [case, ...]}. A case has
  "n":  the number of variables,
  "c":  constraints [relation ("=", "<", ">"), UIKit priority, constant, [variable, coefficient, ...]],
        meaning  constant + sum(coefficient * variable)  relation  0,
  "ops": what to do in order, each with kiwi's answer:
        ["add", i]  or  ["add", i, "unsatisfiable"]   add constraint i (kiwi refused it),
        ["remove", i],  ["edit", variable, priority],  ["suggest", variable, value],
        ["check", expectation]  compare the solution with kiwi's.
An expectation has "levels": [[priority, total error], ...] for the non-required constraints and
edits in the solver (the optimum's error per priority, unique even when the solution is not),
and, when kiwi's solution is unique, "values" (every variable) and "satisfied" (a "1" or "0" per
constraint in the solver, in the order added). Whole numbers are written without a fraction.

Three families:
  pinned      required-only systems with one solution: equalities in a shuffled order, variables
              pinned by two opposite inequalities, inequalities that hold (some tightly), redundant
              combinations, and sometimes a last constraint that conflicts.
  priorities  difference constraints (x, x - y) with integer constants, variables boxed in 0...50 by
              required bounds, non-required ones at priorities 900/750/500/250 mapped onto kiwi's
              strengths 1e9/1e6/1e3/1 (at most 6 per priority); then removals.
  edits       a priorities system with an edit variable and suggestions.

In the last two, every vertex of the system is integral (the constraint matrix is a network matrix,
its constants integers) and a priority's total error is below 1000 (at most 6 errors of at most 80),
so one unit of a higher priority outweighs everything below it for kiwi too: kiwi's weighted optimum
is the lexicographic optimum UIKit's priorities define. A solution is unique when pulling any one
variable up or down, with a weight too small to outweigh one unit of any error, leaves it in place
(the optimum's face is then a point: every vertex is integral, so the pull would reach another).
"""

import argparse
import json
import random
import sys

import kiwisolver as kiwi

STRENGTHS = {900: kiwi.strength.create(1000, 0, 0), 750: kiwi.strength.strong, 500: kiwi.strength.medium,
             250: kiwi.strength.weak, 1000: kiwi.strength.required}
RELATIONS = {"=": "==", "<": "<=", ">": ">="}
TOLERANCE = 1e-7


def value_of(constraint, values):
    """constant + sum(coefficient * variable) at `values`."""
    relation, priority, constant, terms = constraint
    return constant + sum(terms[k + 1] * values[terms[k]] for k in range(0, len(terms), 2))


def violation(constraint, values):
    """How far `values` are from meeting the constraint (0 when met)."""
    left = value_of(constraint, values)
    relation = constraint[0]
    if relation == "=":
        return abs(left)
    if relation == "<":
        return max(0.0, left)
    return max(0.0, -left)


class KiwiRun:
    """One kiwi solver and its variables."""

    def __init__(self, n):
        self.solver = kiwi.Solver()
        self.variables = [kiwi.Variable("x%d" % index) for index in range(n)]
        self.added = {}

    def kiwi_constraint(self, constraint):
        relation, priority, constant, terms = constraint
        expression = constant + sum(terms[k + 1] * self.variables[terms[k]] for k in range(0, len(terms), 2))
        if not isinstance(expression, kiwi.Expression):
            expression = 0 * self.variables[0] + expression
        built = {"=": expression == 0, "<": expression <= 0, ">": expression >= 0}[relation]
        return built | STRENGTHS[priority]

    def add(self, index, constraint):
        made = self.kiwi_constraint(constraint)
        try:
            self.solver.addConstraint(made)
        except kiwi.UnsatisfiableConstraint:
            return False
        self.added[index] = made
        return True

    def remove(self, index):
        self.solver.removeConstraint(self.added.pop(index))

    def values(self):
        self.solver.updateVariables()
        return [variable.value() for variable in self.variables]


PROBE = kiwi.strength.create(0, 0, 1, 1e-6)


def replay(n, constraints, ops, probe):
    """Runs ops on a fresh kiwi solver with one more constraint, `variable == target` at a weight
    (1e-6) too small to outweigh one unit of error of any priority; returns the variable's value."""
    variable, target = probe
    run = KiwiRun(n)
    for op in ops:
        if op[0] == "add" and len(op) == 2:
            run.add(op[1], constraints[op[1]])
        elif op[0] == "remove":
            run.remove(op[1])
        elif op[0] == "edit":
            run.solver.addEditVariable(run.variables[op[1]], STRENGTHS[op[2]])
        elif op[0] == "suggest":
            run.solver.suggestValue(run.variables[op[1]], op[2])
    run.solver.addConstraint((run.variables[variable] == target) | PROBE)
    return run.values()[variable]


class KiwiBrokeARequiredConstraint(Exception):
    """kiwi, after removing one of two redundant required equalities, may drop the other as well
    (a known weakness of its removal); such a case is skipped, the oracle being wrong."""


class Case:
    """Builds one case's ops against a kiwi solver, recording kiwi's answers."""

    def __init__(self, rng, n):
        self.rng = rng
        self.n = n
        self.constraints = []
        self.ops = []
        self.run = KiwiRun(n)
        self.active = []
        self.edits = {}

    def add(self, constraint):
        index = len(self.constraints)
        self.constraints.append(constraint)
        if self.run.add(index, constraint):
            self.ops.append(["add", index])
            self.active.append(index)
            return True
        self.ops.append(["add", index, "unsatisfiable"])
        return False

    def remove(self, index):
        self.run.remove(index)
        self.active.remove(index)
        self.ops.append(["remove", index])

    def edit(self, variable, priority):
        self.run.solver.addEditVariable(self.run.variables[variable], STRENGTHS[priority])
        self.edits[variable] = [priority, 0.0]
        self.ops.append(["edit", variable, priority])

    def suggest(self, variable, value):
        self.run.solver.suggestValue(self.run.variables[variable], value)
        self.edits[variable][1] = value
        self.ops.append(["suggest", variable, value])

    def is_unique(self, values):
        """Whether every variable has one optimal value: pulling it towards -1000 and +1000 below
        every priority leaves it where it is."""
        for variable in range(self.n):
            for target in (-1000.0, 1000.0):
                if abs(replay(self.n, self.constraints, self.ops, (variable, target)) - values[variable]) > TOLERANCE:
                    return False
        return True

    def check(self):
        values = self.run.values()
        if any(violation(self.constraints[i], values) > TOLERANCE for i in self.active if self.constraints[i][1] == 1000):
            raise KiwiBrokeARequiredConstraint()
        levels = {}
        for index in self.active:
            constraint = self.constraints[index]
            if constraint[1] < 1000:
                levels[constraint[1]] = levels.get(constraint[1], 0.0) + violation(constraint, values)
        for variable, (priority, target) in self.edits.items():
            levels[priority] = levels.get(priority, 0.0) + abs(values[variable] - target)
        expectation = {"levels": sorted(([p, round(e, 9)] for p, e in levels.items()), reverse=True)}
        if self.is_unique(values):
            expectation["values"] = [round(v, 9) for v in values]
            expectation["satisfied"] = "".join("1" if violation(self.constraints[i], values) <= 1e-6 else "0"
                                               for i in self.active)
        self.ops.append(["check", expectation])

    def json(self):
        return {"n": self.n, "c": self.constraints, "ops": self.ops}


def random_terms(rng, variables, coefficients):
    terms = []
    for variable in variables:
        terms += [variable, rng.choice(coefficients)]
    return terms


def pinned_case(rng):
    """Required constraints with one solution, sometimes followed by a conflicting one."""
    n = rng.randint(1, 7)
    solution = [rng.randint(-200, 200) / 2 for _ in range(n)]
    constraints = []
    order = list(range(n))
    rng.shuffle(order)
    for position, variable in enumerate(order):
        if rng.random() < 0.2:
            # Pinned by two opposite inequalities: a degenerate vertex.
            constraints.append([">", 1000, -solution[variable], [variable, 1.0]])
            constraints.append(["<", 1000, -solution[variable], [variable, 1.0]])
            continue
        earlier = rng.sample(order[:position], min(position, rng.randint(0, 2)))
        terms = [variable, rng.choice([1.0, -1.0, 2.0, 0.5, -3.0])] + random_terms(rng, earlier, [1.0, -1.0, 2.0, -0.5, 3.0])
        scale = rng.choice([1.0, -1.0, 2.0, -0.25])
        terms = [t * scale if k % 2 else t for k, t in enumerate(terms)]
        constraints.append(["=", 1000, 0.0, terms])
        constraints[-1][2] = -value_of(constraints[-1], solution)
    for _ in range(rng.randint(0, 4)):
        terms = random_terms(rng, rng.sample(range(n), rng.randint(1, min(n, 3))), [1.0, -1.0, 2.0, -2.0, 0.5])
        relation = rng.choice("<>")
        margin = rng.choice([0.0, 0.0, 1.0, 5.0, 20.0])
        constraint = [relation, 1000, 0.0, terms]
        left = value_of(constraint, solution)
        constraint[2] = -left - margin if relation == "<" else -left + margin
        constraints.append(constraint)
    equalities = [c for c in constraints if c[0] == "="]
    for _ in range(rng.randint(0, 2)):
        if len(equalities) >= 2:
            first, second = rng.sample(equalities, 2)
            factor = rng.choice([1.0, -1.0, 2.0])
            constraints.append(["=", 1000, first[2] + factor * second[2], first[3] + [t * factor if k % 2 else t for k, t in enumerate(second[3])]])
    rng.shuffle(constraints)
    case = Case(rng, n)
    for constraint in constraints:
        if not case.add(constraint):
            return None
    case.check()
    if rng.random() < 0.3:
        variable = rng.randrange(n)
        conflict = rng.choice([
            ["=", 1000, -(solution[variable] + rng.choice([1.0, 7.5, -3.0])), [variable, 1.0]],
            ["<", 1000, -(solution[variable] - rng.choice([1.0, 4.0])), [variable, 1.0]],
            [">", 1000, -(solution[variable] + rng.choice([1.0, 4.0])), [variable, 1.0]],
        ])
        if case.add(conflict):
            return None
        case.check()
    return case


def difference_constraint(rng, n, relation, priority, hidden=None):
    """x rel c or x - y rel c, integer c; met by `hidden` when it is given."""
    variables = rng.sample(range(n), rng.choice([1, 2]) if n > 1 else 1)
    terms = [variables[0], 1.0] + ([variables[1], -1.0] if len(variables) == 2 else [])
    if hidden is not None:
        left = sum(terms[k + 1] * hidden[terms[k]] for k in range(0, len(terms), 2))
        slack = 0 if relation == "=" else rng.choice([0, 0, 3, 10])
        target = left + slack if relation == "<" else left - slack
    else:
        target = rng.randint(0, 50) if len(variables) == 1 else rng.randint(-30, 30)
    return [relation, priority, float(-target), terms]


def priorities_case(rng, with_edit):
    n = rng.randint(2, 6)
    hidden = [rng.randint(0, 50) for _ in range(n)]
    constraints = []
    for variable in range(n):
        constraints.append([">", 1000, 0.0, [variable, 1.0]])
        constraints.append(["<", 1000, -50.0, [variable, 1.0]])
    for _ in range(rng.randint(0, 3)):
        constraints.append(difference_constraint(rng, n, rng.choice("=<>"), 1000, hidden))
    per_priority = {}
    for _ in range(rng.randint(1, 12)):
        priority = rng.choice([900, 750, 500, 250])
        if per_priority.get(priority, 0) == 6:
            continue
        per_priority[priority] = per_priority.get(priority, 0) + 1
        constraints.append(difference_constraint(rng, n, rng.choice("=<>"), priority))
    rng.shuffle(constraints)
    case = Case(rng, n)
    for constraint in constraints:
        if not case.add(constraint):
            return None
    case.check()
    if with_edit:
        variable = rng.randrange(n)
        priority = rng.choice([900, 750, 500, 250])
        if sum(1 for c in constraints if c[1] == priority) == 6:
            return None
        case.edit(variable, priority)
        case.check()
        for _ in range(rng.randint(1, 4)):
            case.suggest(variable, float(rng.randint(-10, 60)))
            case.check()
    else:
        # Not a single-variable required bound: errors stay bounded only while the box holds.
        removable = [i for i in case.active if len(case.constraints[i][3]) > 2 or case.constraints[i][1] < 1000]
        for index in rng.sample(removable, min(len(removable), rng.randint(1, 3))):
            case.remove(index)
            case.check()
    return case


def whole_numbers_as_integers(value):
    """The same JSON with 50.0 written 50 (a third of the fixture's bytes)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [whole_numbers_as_integers(item) for item in value]
    if isinstance(value, dict):
        return {key: whole_numbers_as_integers(item) for key, item in value.items()}
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=1500, help="cases of each family")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    cases = []
    for family in (lambda: pinned_case(rng), lambda: priorities_case(rng, False), lambda: priorities_case(rng, True)):
        made = 0
        while made < arguments.cases:
            try:
                case = family()
            except KiwiBrokeARequiredConstraint:
                continue
            if case is not None:
                cases.append(case.json())
                made += 1
    document = {"kiwisolver": kiwi.__version__, "seed": arguments.seed, "cases": cases}
    json.dump(whole_numbers_as_integers(document), sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
