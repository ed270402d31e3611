// libFuzzer target: the scenario reader and the number parsing, with the properties they must keep on
// any input at all. Built with clang (-fsanitize=fuzzer,address,undefined) by scripts/fuzz.sh; the same
// function replays the kept corpus and every crash ever found in an ordinary test (fuzz_replay).
#include "cpu/CpuEngine.h"
#include "engine/ResultComparison.h"
#include "scenario/LessonCost.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioValidation.h"

#include <QLocale>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void broken(const char *property, const QString &detail = {})
{
    std::fprintf(stderr, "fuzz_scenario: property broken: %s %s\n", property, qPrintable(detail));
    std::abort();
}

void checkScenarioReader(const QByteArray &bytes)
{
    const attn::ScenarioReadResult read = attn::readScenario(bytes, QStringLiteral("fuzz.json"));
    if (read.ok() == !read.error.isEmpty())
        broken("a read gives a scenario or an error, never both or neither", read.error);
    if (!read.ok()) {
        if (!read.error.startsWith(QStringLiteral("fuzz.json")))
            broken("every error names the file", read.error);
        return;
    }
    const attn::Scenario &scenario = *read.scenario;
    if (const auto problem = attn::validateScenario(scenario))
        broken("what the reader accepts is valid", problem->toString());
    // Writing and reading again gives the same scenario, unknown keys included.
    const attn::ScenarioReadResult again = attn::readScenario(attn::writeScenario(scenario), QStringLiteral("again.json"));
    if (!again.ok())
        broken("a written scenario reads again", again.error);
    if (!(*again.scenario == scenario))
        broken("read(write(s)) == s");
    // Small scenarios are computed too: any shape the reader lets through must run, and give either
    // finite numbers or a named overflow.
    if (attn::lessonCost(scenario).flops < 2e5) {
        const attn::AttentionResult result = attn::CpuEngine().run(scenario);
        if (result.heads.size() != scenario.effectiveHeads().size())
            broken("one result per head");
        if (const auto overflow = attn::findOverflow(result); overflow && overflow->path.isEmpty())
            broken("an overflow names its place");
    }
}

void checkNumberBlock(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    for (const QLocale &locale : {QLocale::c(), QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::Italian, QLocale::Italy)}) {
        const attn::ParsedBlock parsed = attn::parseNumberBlock(text, locale);
        if (parsed.block.has_value() == !parsed.error.isEmpty())
            broken("a block parses to numbers or an error, never both or neither", parsed.error);
        if (parsed.block) {
            if (parsed.block->size() == 0)
                broken("a parsed block is not empty");
            for (Eigen::Index i = 0; i < parsed.block->size(); ++i)
                if (!attn::isUsableNumber(parsed.block->data()[i]))
                    broken("every parsed number is usable");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    checkScenarioReader(bytes);
    checkNumberBlock(bytes);
    return 0;
}
