//! `card-report --en DIR --ja DIR \[--cards\] \[--leaders\] \[--top N\]`: how much real card text the compiler reads.
//!
//! Per language: *compiled* (every clause of the effect and \[Trigger\] read), *round-trip* (the
//! rendering of the reading is the normalised printed text, effect and trigger). Given both
//! folders, *agreement*: the English and the Japanese text of a card number read the same (names
//! and traits compared through a glossary built from the two lists themselves). A card is *read
//! fully* when it round-trips (in both languages, given both folders); the report counts the
//! Leaders read fully and the starter decks (packs labelled `ST-…` in the folder's `packs.json`)
//! whose every card is read fully. Prints the most frequent unread clause shapes and ends with one
//! summary line. `--cards` lists every card's unread spans; `--leaders` only those of the Leaders
//! and starter-deck cards not read fully (each language's unread spans, or its printed and
//! rendered texts when it reads but does not round-trip).

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use game_core::Lang;
use opcg_cards::compile::{compile_card, CardCompile};
use opcg_cards::punk::{self, CardList};
use opcg_cards::render::render_card_hinted;

struct Args {
    en: Option<PathBuf>,
    ja: Option<PathBuf>,
    cards: bool,
    leaders: bool,
    top: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args { en: None, ja: None, cards: false, leaders: false, top: 15 };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--en" => a.en = Some(it.next().ok_or("--en needs a folder")?.into()),
            "--ja" => a.ja = Some(it.next().ok_or("--ja needs a folder")?.into()),
            "--cards" => a.cards = true,
            "--leaders" => a.leaders = true,
            "--top" => {
                a.top = it.next().and_then(|n| n.parse().ok()).ok_or("--top needs a number")?;
            }
            "-h" | "--help" => {
                return Err("usage: card-report [--en DIR] [--ja DIR] [--cards] [--leaders] [--top N]".into());
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if a.en.is_none() && a.ja.is_none() {
        return Err("give --en DIR and/or --ja DIR".into());
    }
    Ok(a)
}

/// One language's results.
#[derive(Default)]
struct LangReport {
    total: usize,
    compiled: usize,
    round_trip: usize,
    shapes: HashMap<String, usize>,
    results: BTreeMap<String, CardCompile>,
    /// Card numbers that round-trip.
    full: std::collections::BTreeSet<String>,
}

impl LangReport {
    fn pct(n: usize, d: usize) -> f64 {
        if d == 0 { 0.0 } else { 100.0 * n as f64 / d as f64 }
    }
}

/// Abstracts numbers, names and traits of an unread clause into placeholders (and folds the
/// spellings of ドン‼ together).
fn shape(s: &str) -> String {
    let s = &s.replace("ドン !!", "ドン‼").replace("ドン!!", "ドン‼").replace("ドン！！", "ドン‼");
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    let close = |c: char| match c {
        '[' => Some((']', "[NAME]")),
        '「' => Some(('」', "「NAME」")),
        '『' => Some(('』', "『NAME』")),
        '{' => Some(('}', "{TRAIT}")),
        '《' => Some(('》', "《TRAIT》")),
        _ => None,
    };
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
            out.push('N');
        } else if let Some((end, ph)) = close(c) {
            let mut inner = String::new();
            for d in chars.by_ref() {
                if d == end {
                    break;
                }
                inner.push(d);
            }
            // keep tags such as [On Play] / 【登場時】 style brackets readable
            if c == '[' && is_tag(&inner) {
                out.push('[');
                out.push_str(&inner);
                out.push(']');
            } else {
                out.push_str(ph);
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn is_tag(inner: &str) -> bool {
    const TAGS: &[&str] = &[
        "On Play", "When Attacking", "On Block", "On K.O.", "End of Your Turn", "Activate: Main", "Main",
        "Counter", "Once Per Turn", "Your Turn", "Opponent's Turn", "Trigger", "Blocker", "Rush",
        "Double Attack", "Banish", "On Your Opponent's Attack", "End of Your Opponent's Turn",
    ];
    TAGS.contains(&inner) || inner.starts_with("DON!! x")
}

fn run_lang(list: &CardList, lang: Lang, per_card: bool) -> LangReport {
    let mut r = LangReport::default();
    for (number, card) in &list.cards {
        let Some(text) = card.texts.get(&lang) else { continue };
        r.total += 1;
        let c = compile_card(card, lang);
        let complete = c.is_complete();
        let (eff, trig) = render_card_hinted(&c.def, opcg_cards::compile::hints_of(card, lang), lang);
        let rt = complete && eff == text.effect && trig.as_deref() == text.trigger.as_deref().filter(|t| !t.is_empty());
        if complete {
            r.compiled += 1;
        }
        if rt {
            r.round_trip += 1;
            r.full.insert(number.clone());
        }
        for u in c.unread.iter().chain(c.trigger_unread.iter()) {
            *r.shapes.entry(shape(&u.text)).or_default() += 1;
        }
        if per_card {
            let status = if rt { "round-trip" } else if complete { "compiled" } else { "unread" };
            println!("{lang:?} {number} {status}");
            for u in c.unread.iter().chain(c.trigger_unread.iter()) {
                println!("    unread {:?}: {}", u.span, u.text);
            }
            if complete && !rt {
                println!("    printed : {}", text.effect.replace('\n', " / "));
                println!("    rendered: {}", eff.replace('\n', " / "));
                if trig.as_deref() != text.trigger.as_deref() {
                    println!("    printed trigger : {:?}", text.trigger);
                    println!("    rendered trigger: {trig:?}");
                }
            }
        }
        r.results.insert(number.clone(), c);
    }
    r
}

/// Japanese → English names and traits, from cards present in both lists.
fn glossary(en: &CardList, ja: &CardList) -> HashMap<String, String> {
    let mut g = HashMap::new();
    for (number, je) in &ja.cards {
        let (Some(ee), Some(jt)) = (en.cards.get(number), je.texts.get(&Lang::Ja)) else { continue };
        let Some(et) = ee.texts.get(&Lang::En) else { continue };
        g.entry(jt.name.clone()).or_insert_with(|| et.name.clone());
        // the same name printed with other spaces or a dash for ー (opcg_engine's name_key)
        g.entry(opcg_engine::effect::name_key(&jt.name)).or_insert_with(|| et.name.clone());
        if jt.traits.len() == et.traits.len() {
            for (j, e) in jt.traits.iter().zip(&et.traits) {
                g.entry(j.clone()).or_insert_with(|| e.clone());
            }
        }
    }
    g
}

/// The same reading, the Japanese one translated already; a partial trait ("X*") agrees when some
/// trait pair of the glossary contains both parts (『白ひげ海賊団』を含む ~ includes "Whitebeard").
fn agree(en: &serde_json::Value, ja: &serde_json::Value, g: &HashMap<String, String>) -> bool {
    use serde_json::Value;
    match (en, ja) {
        (Value::String(e), Value::String(j)) => {
            e == j
                || opcg_engine::effect::same_name(e, j)
                || match (e.strip_suffix('*'), j.strip_suffix('*')) {
                    (Some(ep), Some(jp)) => g.iter().any(|(jf, ef)| jf.contains(jp) && ef.contains(ep)),
                    _ => false,
                }
        }
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| agree(x, y, g)),
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter().all(|(k, x)| {
                    b.get(k).is_some_and(|y| match (k.as_str(), x, y) {
                        // an ability's conditions, and the parts of `Condition::All`, all hold
                        // together: the two languages may print them in different orders
                        // (「AでかつB」 / "B and A")
                        ("conditions" | "All", Value::Array(xs), Value::Array(ys)) => same_in_any_order(xs, ys, g),
                        _ => agree(x, y, g),
                    })
                })
        }
        _ => en == ja,
    }
}

/// The same elements in any order (each of `a` agrees with a different one of `b`).
fn same_in_any_order(a: &[serde_json::Value], b: &[serde_json::Value], g: &HashMap<String, String>) -> bool {
    let mut used = vec![false; b.len()];
    a.len() == b.len()
        && a.iter().all(|x| match (0..b.len()).find(|&i| !used[i] && agree(x, &b[i], g)) {
            Some(i) => {
                used[i] = true;
                true
            }
            None => false,
        })
}

fn reading(c: &CardCompile) -> serde_json::Value {
    serde_json::json!({
        "keywords": c.def.keywords,
        "abilities": c.def.abilities,
        "trigger": c.def.trigger,
    })
}

/// Reads a folder (or file) of card lists. Cards the importer rejects are left out of the
/// measure (and counted), so one odd card does not hide the rest.
fn load(path: &PathBuf, lang: Lang) -> Result<(CardList, usize), String> {
    if let Ok(l) = punk::read_path(path, lang) {
        return Ok((l, 0));
    }
    let files: Vec<PathBuf> = if path.is_dir() {
        let mut v: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|e| e.to_string())?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .filter(|p| p.file_name().is_some_and(|n| n != "packs.json"))
            .collect();
        v.sort();
        v
    } else {
        vec![path.clone()]
    };
    let mut list = CardList::default();
    let mut skipped = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        let source = f.display().to_string();
        match punk::parse_str(&text, lang, &source) {
            Ok(l) => list.merge(l),
            Err(errs) => {
                let bad: std::collections::BTreeSet<usize> = errs.iter().filter_map(|e| e.index).collect();
                if bad.is_empty() {
                    return Err(errs.iter().take(3).map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
                }
                let serde_json::Value::Array(items) =
                    serde_json::from_str::<serde_json::Value>(&text).map_err(|e| e.to_string())?
                else {
                    return Err(format!("{source}: not a card array"));
                };
                let kept: Vec<serde_json::Value> =
                    items.into_iter().enumerate().filter(|(i, _)| !bad.contains(i)).map(|(_, v)| v).collect();
                skipped += bad.len();
                let again = serde_json::Value::Array(kept).to_string();
                match punk::parse_str(&again, lang, &source) {
                    Ok(l) => list.merge(l),
                    Err(e) => return Err(e.iter().take(3).map(|e| e.to_string()).collect::<Vec<_>>().join("\n")),
                }
            }
        }
    }
    Ok((list, skipped))
}

/// The starter decks of a card-list folder: label (`ST-01`) → the card numbers of its file (the
/// base number: `OP01-015_p1` is `OP01-015`). Empty when the folder has no `packs.json`.
fn starter_decks(dir: &std::path::Path) -> BTreeMap<String, std::collections::BTreeSet<String>> {
    use serde_json::Value;
    let mut out = BTreeMap::new();
    let Some(packs) = std::fs::read_to_string(dir.join("packs.json")).ok().and_then(|t| serde_json::from_str::<Value>(&t).ok()) else {
        return out;
    };
    let Value::Object(packs) = packs else { return out };
    for (id, p) in packs {
        let label = p.pointer("/title_parts/label").and_then(Value::as_str).unwrap_or("");
        if !label.starts_with("ST-") {
            continue;
        }
        let Some(Value::Array(cards)) = std::fs::read_to_string(dir.join(format!("{id}.json"))).ok().and_then(|t| serde_json::from_str::<Value>(&t).ok()) else {
            continue;
        };
        let numbers = cards
            .iter()
            .filter_map(|c| c.get("id").and_then(Value::as_str))
            .map(|n| n.split('_').next().unwrap_or(n).to_string())
            .collect();
        out.insert(label.to_string(), numbers);
    }
    out
}

fn print_shapes(lang: &str, r: &LangReport, top: usize) {
    let mut v: Vec<(&String, &usize)> = r.shapes.iter().collect();
    v.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    println!("{lang}: most frequent unread clause shapes ({} distinct)", v.len());
    for (s, n) in v.into_iter().take(top) {
        println!("  {n:5}  {s}");
    }
}

/// What of card `number` is not read fully, per language: its unread spans, or (read but not
/// written back as printed) the printed and the rendered text.
fn print_unread(number: &str, lists: &[(Lang, CardList)], reports: &[(Lang, LangReport)]) {
    for (lang, r) in reports {
        let Some(c) = r.results.get(number) else { continue };
        if r.full.contains(number) {
            continue;
        }
        for u in c.unread.iter().chain(c.trigger_unread.iter()) {
            println!("    {lang:?} unread {:?}: {}", u.span, u.text);
        }
        if c.is_complete() {
            let Some(card) = lists.iter().find(|(l, _)| l == lang).and_then(|(_, l)| l.cards.get(number)) else { continue };
            let (eff, _) = render_card_hinted(&c.def, opcg_cards::compile::hints_of(card, *lang), *lang);
            let printed = card.texts.get(lang).map_or(String::new(), |t| t.effect.replace('\n', " / "));
            println!("    {lang:?} printed : {printed}");
            println!("    {lang:?} rendered: {}", eff.replace('\n', " / "));
        }
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("card-report: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let mut lists = Vec::new();
    for (p, lang) in [(&args.en, Lang::En), (&args.ja, Lang::Ja)] {
        if let Some(p) = p {
            match load(p, lang) {
                Ok((l, skipped)) => {
                    if skipped > 0 {
                        println!("{lang:?}: {skipped} card entries the importer rejects are left out");
                    }
                    lists.push((lang, l))
                }
                Err(e) => {
                    eprintln!("card-report: cannot read {}: {e}", p.display());
                    return ExitCode::FAILURE;
                }
            }
        }
    }
    let mut reports: Vec<(Lang, LangReport)> = Vec::new();
    for (lang, list) in &lists {
        reports.push((*lang, run_lang(list, *lang, args.cards)));
    }
    for (lang, r) in &reports {
        print_shapes(if *lang == Lang::En { "en" } else { "ja" }, r, args.top);
    }
    let get = |l: Lang| reports.iter().find(|(x, _)| *x == l).map(|(_, r)| r);
    let mut agreement = String::from("n/a");
    if let (Some(en), Some(ja)) = (get(Lang::En), get(Lang::Ja)) {
        let enl = lists.iter().find(|(l, _)| *l == Lang::En).map(|(_, l)| l);
        let jal = lists.iter().find(|(l, _)| *l == Lang::Ja).map(|(_, l)| l);
        if let (Some(enl), Some(jal)) = (enl, jal) {
            let g = glossary(enl, jal);
            let (mut both, mut same) = (0usize, 0usize);
            let mut disagree: Vec<&String> = Vec::new();
            for (number, ec) in &en.results {
                let Some(jc) = ja.results.get(number) else { continue };
                both += 1;
                let mut jv = reading(jc);
                opcg_cards::pool::translate_names(&mut jv, &g);
                let agrees = ec.is_complete() && jc.is_complete() && agree(&reading(ec), &jv, &g);
                if agrees {
                    same += 1;
                } else if ec.is_complete() && jc.is_complete() {
                    // Both texts read, two meanings: one of the readings is wrong (or the lists
                    // disagree); each is a bug to look at, so they are always listed.
                    disagree.push(number);
                    if args.cards {
                        println!("disagree {number}\n    en: {}\n    ja: {}", reading(ec), jv);
                    }
                }
            }
            println!(
                "en/ja disagree on {} card(s) read in both languages{}{}",
                disagree.len(),
                if disagree.is_empty() { "" } else { ": " },
                disagree.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ")
            );
            agreement = format!("{:.1}%", LangReport::pct(same, both));
        }
    }
    // Read fully: round-trip in every language given.
    let full = |n: &str| reports.iter().all(|(_, r)| r.full.contains(n));
    let leaders: std::collections::BTreeSet<&String> = lists
        .iter()
        .flat_map(|(_, l)| l.cards.iter())
        .filter(|(_, c)| c.kind == opcg_engine::CardKind::Leader)
        .map(|(n, _)| n)
        .collect();
    let leaders_full = leaders.iter().filter(|n| full(n)).count();
    let mut decks: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
    for p in [&args.en, &args.ja].into_iter().flatten() {
        for (label, numbers) in starter_decks(p) {
            decks.entry(label).or_default().extend(numbers);
        }
    }
    let mut decks_full = 0;
    for (label, numbers) in &decks {
        let missing: Vec<&String> = numbers.iter().filter(|n| !full(n)).collect();
        if missing.is_empty() {
            decks_full += 1;
        } else if args.cards || args.leaders {
            println!("starter deck {label}: not read fully: {}", missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" "));
        }
    }
    if args.cards || args.leaders {
        for n in leaders.iter().filter(|n| !full(n)) {
            println!("leader {n}: not read fully");
            if args.leaders {
                print_unread(n, &lists, &reports);
            }
        }
    }
    if args.leaders {
        let in_decks: std::collections::BTreeSet<&String> = decks.values().flatten().filter(|n| !full(n) && !leaders.contains(n)).collect();
        for n in in_decks {
            println!("starter-deck card {n}: not read fully");
            print_unread(n, &lists, &reports);
        }
    }
    let part = |l: Lang, name: &str| match get(l) {
        Some(r) => format!(
            "{name} {:.1}% compiled {:.1}% round-trip",
            LangReport::pct(r.compiled, r.total),
            LangReport::pct(r.round_trip, r.total)
        ),
        None => format!("{name} n/a"),
    };
    println!(
        "card-report: {}, {}, agreement {agreement}, leaders {:.1}% ({leaders_full}/{}), starter decks {decks_full}/{}, {} ms",
        part(Lang::En, "en"),
        part(Lang::Ja, "ja"),
        LangReport::pct(leaders_full, leaders.len()),
        leaders.len(),
        decks.len(),
        start.elapsed().as_millis()
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::{agree, HashMap};
    use serde_json::json;

    /// Conditions that hold together agree in any order; any other list keeps its order, and a
    /// condition missing or different still disagrees.
    #[test]
    fn conditions_agree_in_any_order_and_other_lists_in_order() {
        let g = HashMap::new();
        let a = json!({"conditions": ["YourTurn", {"AtMost": ["YourHand", 6]}], "If": [{"All": ["A", "B"]}, "x"]});
        let b = json!({"conditions": [{"AtMost": ["YourHand", 6]}, "YourTurn"], "If": [{"All": ["B", "A"]}, "x"]});
        assert!(agree(&a, &b, &g));
        assert!(!agree(&json!({"Seq": ["A", "B"]}), &json!({"Seq": ["B", "A"]}), &g), "a sequence's order matters");
        assert!(!agree(&json!({"conditions": ["A", "A"]}), &json!({"conditions": ["A", "B"]}), &g));
        assert!(!agree(&json!({"conditions": ["A"]}), &json!({"conditions": ["A", "B"]}), &g));
    }
}
