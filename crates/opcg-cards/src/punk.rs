//! Import of card lists in the `punk-records` JSON layout.
//!
//! A file is an array of card objects (`id`, `name`, `category`, `colors`, `cost` — for a Leader
//! its Life —, `power`, `counter`, `attributes`, `types`, `effect`, `trigger`, `rarity`,
//! `block_number`, …); a folder holds one such file per product plus `packs.json`, which is not
//! a card list and is skipped. Alternate arts and reprints (`OP01-015_p1`, `OP07-014_r1`) repeat
//! their base card and are folded into it.
//!
//! Import is all-or-nothing: every problem of the input is collected with the file, the card's
//! position and id, and the field, and nothing is returned unless there is none.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use game_core::Lang;
use opcg_engine::CardKind;
use serde_json::Value;

use crate::printed::{attribute_from_name, colour_from_name, kind_from_name, CardText, PrintedCard};
use crate::text::normalise;

/// Cards read from one or more card-list files, by number.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardList {
    pub cards: BTreeMap<String, PrintedCard>,
    /// What the import noticed without refusing the input.
    pub notes: Vec<ImportNote>,
}

/// Something worth telling the user about an accepted card list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportNote {
    /// Alternate arts and reprints folded into their base card.
    AlternatesFolded { number: String, count: usize },
    /// An alternate whose game facts differ from the first printing: the first one is kept.
    AlternateDiffers { number: String, id: String },
}

/// One problem of a card-list file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The file (or the name given for the text).
    pub source: String,
    /// The card's position in the file's array, when the problem is a card's.
    pub index: Option<usize>,
    /// The card's `id`, when it has one.
    pub id: Option<String>,
    /// The field, when the problem is a field's.
    pub field: Option<&'static str>,
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.source)?;
        if let Some(i) = self.index {
            write!(f, ": card #{}", i + 1)?;
        }
        if let Some(id) = &self.id {
            write!(f, " ({id})")?;
        }
        if let Some(field) = self.field {
            write!(f, ", field `{field}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ImportError {}

/// The base card number of a card-list id: `OP01-015_p1` → `OP01-015`.
#[must_use]
pub fn base_number(id: &str) -> &str {
    id.split_once('_').map_or(id, |(base, _)| base)
}

/// Reads one card-list file's text. `source` names it in errors.
pub fn parse_str(json: &str, lang: Lang, source: &str) -> Result<CardList, Vec<ImportError>> {
    let mut list = CardList::default();
    let mut errors = Vec::new();
    add_str(&mut list, &mut errors, json, lang, source);
    if errors.is_empty() {
        Ok(list)
    } else {
        Err(errors)
    }
}

/// Reads a card-list file, or every `*.json` card list of a folder (not `packs.json`), in name order.
pub fn read_path(path: &Path, lang: Lang) -> Result<CardList, Vec<ImportError>> {
    let mut list = CardList::default();
    let mut errors = Vec::new();
    let io_error = |p: &Path, e: std::io::Error| ImportError {
        source: p.display().to_string(),
        index: None,
        id: None,
        field: None,
        message: e.to_string(),
    };
    let files: Vec<std::path::PathBuf> = if path.is_dir() {
        match std::fs::read_dir(path) {
            Ok(entries) => {
                let mut files: Vec<_> = entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "json"))
                    .filter(|p| p.file_name().is_some_and(|n| n != "packs.json"))
                    .collect();
                files.sort();
                files
            }
            Err(e) => return Err(vec![io_error(path, e)]),
        }
    } else {
        vec![path.to_path_buf()]
    };
    for file in files {
        match std::fs::read_to_string(&file) {
            Ok(text) => add_str(&mut list, &mut errors, &text, lang, &file.display().to_string()),
            Err(e) => errors.push(io_error(&file, e)),
        }
    }
    if errors.is_empty() {
        Ok(list)
    } else {
        Err(errors)
    }
}

impl CardList {
    /// Adds the texts of `other` (another language's list of the same cards) to these cards,
    /// and its cards that are not here yet.
    pub fn merge(&mut self, other: CardList) {
        for (number, card) in other.cards {
            match self.cards.get_mut(&number) {
                Some(mine) => {
                    for (lang, text) in card.texts {
                        mine.texts.entry(lang).or_insert(text);
                    }
                }
                None => {
                    self.cards.insert(number, card);
                }
            }
        }
        self.notes.extend(other.notes);
    }
}

fn add_str(list: &mut CardList, errors: &mut Vec<ImportError>, json: &str, lang: Lang, source: &str) {
    let value: Value = match serde_json::from_str(json) {
        Ok(v) => v,
        Err(e) => {
            errors.push(ImportError {
                source: source.to_string(),
                index: None,
                id: None,
                field: None,
                message: format!("not valid JSON: {e}"),
            });
            return;
        }
    };
    let Some(items) = value.as_array() else {
        errors.push(ImportError {
            source: source.to_string(),
            index: None,
            id: None,
            field: None,
            message: "expected an array of cards".to_string(),
        });
        return;
    };
    let mut folded: BTreeMap<String, usize> = BTreeMap::new();
    for (index, item) in items.iter().enumerate() {
        match card_from_json(item, lang) {
            Ok((id, card)) => {
                let number = card.number.clone();
                match list.cards.get_mut(&number) {
                    Some(existing) => {
                        if !existing.same_card_as(&card) {
                            list.notes.push(ImportNote::AlternateDiffers { number: number.clone(), id });
                        }
                        for (l, text) in card.texts {
                            existing.texts.entry(l).or_insert(text);
                        }
                        *folded.entry(number).or_insert(0) += 1;
                    }
                    None => {
                        list.cards.insert(number, card);
                    }
                }
            }
            Err((id, field, message)) => errors.push(ImportError {
                source: source.to_string(),
                index: Some(index),
                id,
                field,
                message,
            }),
        }
    }
    for (number, count) in folded {
        list.notes.push(ImportNote::AlternatesFolded { number, count });
    }
}

type CardError = (Option<String>, Option<&'static str>, String);

fn card_from_json(item: &Value, lang: Lang) -> Result<(String, PrintedCard), CardError> {
    let Some(obj) = item.as_object() else {
        return Err((None, None, "expected a card object".to_string()));
    };
    let id = match obj.get("id").and_then(Value::as_str) {
        Some(id) if !id.trim().is_empty() => id.trim().to_string(),
        _ => return Err((None, Some("id"), "missing card id".to_string())),
    };
    let fail = |field: &'static str, message: String| (Some(id.clone()), Some(field), message);

    let string = |field: &'static str| -> Result<Option<String>, CardError> {
        match obj.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(fail(field, format!("expected text, found {other}"))),
        }
    };
    let strings = |field: &'static str| -> Result<Vec<String>, CardError> {
        match obj.get(field) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(items)) => items
                .iter()
                .map(|v| v.as_str().map(str::to_string).ok_or_else(|| fail(field, format!("expected text, found {v}"))))
                .collect(),
            Some(other) => Err(fail(field, format!("expected a list, found {other}"))),
        }
    };
    let number = |field: &'static str| -> Result<Option<i32>, CardError> {
        match obj.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => match v.as_i64().and_then(|n| i32::try_from(n).ok()) {
                Some(n) if n >= 0 => Ok(Some(n)),
                _ => Err(fail(field, format!("expected a whole number ≥ 0, found {v}"))),
            },
        }
    };

    let category = string("category")?.ok_or_else(|| fail("category", "missing".to_string()))?;
    let kind = kind_from_name(&category).ok_or_else(|| fail("category", format!("unknown card kind {category:?}")))?;
    let colours = strings("colors")?
        .iter()
        .map(|c| colour_from_name(c).ok_or_else(|| fail("colors", format!("unknown colour {c:?}"))))
        .collect::<Result<Vec<_>, _>>()?;
    if colours.is_empty() {
        return Err(fail("colors", "a card has at least one colour (2-3-2)".to_string()));
    }
    let attributes = strings("attributes")?
        .iter()
        .map(|a| attribute_from_name(a).ok_or_else(|| fail("attributes", format!("unknown attribute {a:?}"))))
        .collect::<Result<Vec<_>, _>>()?;
    if !attributes.is_empty() && !matches!(kind, CardKind::Leader | CardKind::Character) {
        return Err(fail("attributes", "only Leaders and Characters have an attribute (2-5-5)".to_string()));
    }
    let name = string("name")?.map(|n| normalise(&n)).filter(|n| !n.is_empty());
    let name = name.ok_or_else(|| fail("name", "missing card name".to_string()))?;
    let cost_field = number("cost")?;
    let power = number("power")?;
    let counter = number("counter")?;
    let block = match obj.get("block_number") {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.as_u64().and_then(|b| u8::try_from(b).ok()).ok_or_else(|| fail("block_number", format!("expected a small number, found {v}")))?),
    };
    // For a Leader the list's `cost` holds its Life (2-9).
    let (cost, life) = if kind == CardKind::Leader {
        let life = cost_field.ok_or_else(|| fail("cost", "a Leader's life (in `cost`) is missing".to_string()))?;
        let life = u8::try_from(life).map_err(|_| fail("cost", format!("life {life} is too large")))?;
        (None, Some(life))
    } else {
        (cost_field, None)
    };
    // Published lists leave a 0 cost or a 0 power empty (null): read it as 0.
    let cost = if kind == CardKind::Leader { cost } else { Some(cost.unwrap_or(0)) };
    let power = if matches!(kind, CardKind::Leader | CardKind::Character) { Some(power.unwrap_or(0)) } else { power };
    let effect = string("effect")?.map(|e| normalise(&e)).unwrap_or_default();
    let trigger = string("trigger")?.map(|t| normalise(&t)).filter(|t| !t.is_empty());
    // A few list entries print the [Trigger] as the effect's last line and leave `trigger`
    // empty: it is the card's [Trigger] all the same (10-1-5), so it goes where triggers go.
    let (effect, trigger) = match trigger {
        Some(t) => (effect, Some(t)),
        None => split_trigger_line(effect),
    };
    let traits = strings("types")?.into_iter().map(|t| normalise(&t)).filter(|t| !t.is_empty()).collect();
    let rarity = string("rarity")?.unwrap_or_default();

    let card = PrintedCard {
        number: base_number(&id).to_string(),
        kind,
        colours,
        cost,
        power: if matches!(kind, CardKind::Leader | CardKind::Character) { power } else { None },
        counter: if kind == CardKind::Character { counter } else { None },
        life,
        attributes,
        rarity,
        block,
        texts: BTreeMap::from([(lang, CardText { name, traits, effect, trigger })]),
    };
    if let Err(e) = card.check_stats() {
        // The list keeps a Leader's Life in `cost`.
        let field = if e.field == "life" { "cost" } else { e.field };
        return Err(fail(field, format!("{} {} is out of range (a printed {} is {} to {})", e.field, e.value, e.field, e.min, e.max)));
    }
    Ok((id, card))
}

/// The effect text without a last line that is a [Trigger] ability ("[Trigger] …",
/// 「【トリガー】…」), and that line.
fn split_trigger_line(effect: String) -> (String, Option<String>) {
    let (rest, last) = effect.rsplit_once('\n').unwrap_or(("", effect.as_str()));
    if last.starts_with("[Trigger]") || last.starts_with("【トリガー】") {
        (rest.to_string(), Some(last.to_string()))
    } else {
        (effect, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A [Trigger] printed as the effect's last line, the `trigger` field empty, is the card's
    /// [Trigger]; a text with no such line keeps its lines.
    #[test]
    fn a_trigger_line_in_the_effect_is_the_trigger() {
        assert_eq!(split_trigger_line("[On Play] Draw 1 card.\n[Trigger] Play this card.".into()), ("[On Play] Draw 1 card.".into(), Some("[Trigger] Play this card.".into())));
        assert_eq!(split_trigger_line("【トリガー】このカードを登場させる。".into()), (String::new(), Some("【トリガー】このカードを登場させる。".into())));
        assert_eq!(split_trigger_line("[Blocker]\n[On Play] Draw 1 card.".into()), ("[Blocker]\n[On Play] Draw 1 card.".into(), None));
    }

    // Short texts written for these tests (never real card data).
    const LIST: &str = r#"[
      {"id": "TST-001", "name": "Captain Ayla", "category": "Leader", "colors": ["Red", "Green"],
       "cost": 5, "power": 5000, "counter": null, "attributes": ["Slash"], "types": ["Sky Pirates"],
       "effect": "[Activate: Main] [Once Per Turn] Draw 1 card.", "trigger": null, "rarity": "L", "block_number": 1},
      {"id": "TST-002", "name": "Deckhand &amp; Cook", "category": "Character", "colors": ["Red"],
       "cost": 2, "power": 3000, "counter": 1000, "attributes": ["Strike"], "types": ["Sky Pirates"],
       "effect": "[On Play] Draw 1 card.<br>[Blocker]", "trigger": "[Trigger] Play this card.", "rarity": "C", "block_number": 1},
      {"id": "TST-002_p1", "name": "Deckhand &amp; Cook", "category": "Character", "colors": ["Red"],
       "cost": 2, "power": 3000, "counter": 1000, "attributes": ["Strike"], "types": ["Sky Pirates"],
       "effect": "[On Play] Draw 1 card.<br>[Blocker]", "trigger": "[Trigger] Play this card.", "rarity": "P", "block_number": 1},
      {"id": "TST-003", "name": "Storm Warning", "category": "Event", "colors": ["Green"],
       "cost": 1, "power": null, "counter": null, "attributes": [], "types": ["Sky Pirates"],
       "effect": "-", "trigger": null, "rarity": "UC", "block_number": 2}
    ]"#;

    #[test]
    fn a_list_imports_with_life_from_cost_and_alternates_folded() {
        let list = parse_str(LIST, Lang::En, "test.json").unwrap();
        assert_eq!(list.cards.len(), 3);
        let leader = &list.cards["TST-001"];
        assert_eq!(leader.kind, CardKind::Leader);
        assert_eq!((leader.life, leader.cost), (Some(5), None));
        let deckhand = &list.cards["TST-002"];
        assert_eq!(deckhand.name(Lang::En), "Deckhand & Cook");
        assert_eq!(deckhand.texts[&Lang::En].effect, "[On Play] Draw 1 card.\n[Blocker]");
        assert_eq!(deckhand.counter, Some(1000));
        assert_eq!(list.cards["TST-003"].texts[&Lang::En].effect, "");
        assert!(list.notes.contains(&ImportNote::AlternatesFolded { number: "TST-002".into(), count: 1 }));
    }

    #[test]
    fn every_bad_card_is_reported_and_nothing_is_kept() {
        let bad = r#"[
          {"id": "X-1", "name": "A", "category": "Wizard", "colors": ["Red"], "cost": 1},
          {"id": "X-2", "name": "B", "category": "Character", "colors": ["Pink"], "cost": 1, "power": 1000},
          {"name": "C"},
          {"id": "X-4", "name": "D", "category": "Character", "colors": ["Red"], "cost": "three", "power": 1000},
          {"id": "X-5", "name": "E", "category": "Leader", "colors": ["Red"], "power": 5000}
        ]"#;
        let errors = parse_str(bad, Lang::En, "bad.json").unwrap_err();
        let fields: Vec<_> = errors.iter().map(|e| (e.index, e.field)).collect();
        assert_eq!(
            fields,
            vec![(Some(0), Some("category")), (Some(1), Some("colors")), (Some(2), Some("id")), (Some(3), Some("cost")), (Some(4), Some("cost"))]
        );
        assert_eq!(errors[1].to_string(), "bad.json: card #2 (X-2), field `colors`: unknown colour \"Pink\"");
    }

    #[test]
    fn an_empty_cost_or_power_is_zero() {
        let list = r#"[
          {"id": "Z-1", "name": "Paper Doll", "category": "Character", "colors": ["Red"], "cost": 1, "power": null, "counter": 2000},
          {"id": "Z-2", "name": "Free Plan", "category": "Event", "colors": ["Red"], "cost": null, "effect": "[Main] Draw 1 card."}
        ]"#;
        let list = parse_str(list, Lang::En, "zero.json").unwrap();
        assert_eq!(list.cards["Z-1"].power, Some(0));
        assert_eq!(list.cards["Z-2"].cost, Some(0));
    }

    #[test]
    fn numbers_outside_the_printed_ranges_are_refused_naming_card_and_field() {
        let bad = r#"[
          {"id": "N-1", "name": "A", "category": "Leader", "colors": ["Red"], "cost": 5, "power": 2147483647},
          {"id": "N-2", "name": "B", "category": "Character", "colors": ["Red"], "cost": 99, "power": 1000},
          {"id": "N-3", "name": "C", "category": "Character", "colors": ["Red"], "cost": 1, "power": 1000, "counter": 90000},
          {"id": "N-4", "name": "D", "category": "Leader", "colors": ["Red"], "cost": 0, "power": 5000},
          {"id": "N-5", "name": "E", "category": "Character", "colors": ["Red"], "cost": 10, "power": 13000, "counter": 2000}
        ]"#;
        let errors = parse_str(bad, Lang::En, "big.json").unwrap_err();
        let fields: Vec<_> = errors.iter().map(|e| (e.id.as_deref(), e.field)).collect();
        assert_eq!(fields, vec![(Some("N-1"), Some("power")), (Some("N-2"), Some("cost")), (Some("N-3"), Some("counter")), (Some("N-4"), Some("cost"))]);
        assert_eq!(
            errors[0].to_string(),
            "big.json: card #1 (N-1), field `power`: power 2147483647 is out of range (a printed power is 0 to 30000)"
        );
        assert!(errors[3].message.starts_with("life 0"), "{}", errors[3]);
    }

    /// 2-3-2. 色はすべてのカードが持ち、カードの左下に表記されている六角形のいずれかが塗りつぶされ示されます。
    /// A card list entry with no colour is refused, naming the card and the field.
    #[test]
    fn r2_3_2_a_card_without_a_colour_is_refused() {
        let list = r#"[{"id": "C-1", "name": "Grey Gull", "category": "Character", "colors": [], "cost": 1, "power": 1000}]"#;
        let errors = parse_str(list, Lang::En, "grey.json").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!((errors[0].id.as_deref(), errors[0].field), (Some("C-1"), Some("colors")));
        assert!(errors[0].message.contains("2-3-2"), "{}", errors[0]);
    }

    /// 2-5-5. 属性はリーダーカードとキャラクターカードのみが持ちます。
    /// An Event or a Stage that carries an attribute is refused; a Leader's and a Character's are kept.
    #[test]
    fn r2_5_5_only_leaders_and_characters_have_an_attribute() {
        let list = r#"[
          {"id": "A-1", "name": "Tide Song", "category": "Event", "colors": ["Blue"], "cost": 1, "attributes": ["Slash"]},
          {"id": "A-2", "name": "Harbour Gate", "category": "Stage", "colors": ["Blue"], "cost": 1, "attributes": ["Wisdom"]},
          {"id": "A-3", "name": "Gale Rider", "category": "Character", "colors": ["Blue"], "cost": 1, "power": 1000, "attributes": ["Ranged"]}
        ]"#;
        let errors = parse_str(list, Lang::En, "attr.json").unwrap_err();
        let refused: Vec<_> = errors.iter().map(|e| (e.id.as_deref(), e.field)).collect();
        assert_eq!(refused, vec![(Some("A-1"), Some("attributes")), (Some("A-2"), Some("attributes"))]);
        assert!(errors[0].message.contains("2-5-5"), "{}", errors[0]);
        let list = parse_str(&list.replace(r#""attributes": ["Slash"]"#, r#""attributes": []"#).replace(r#""attributes": ["Wisdom"]"#, r#""attributes": []"#), Lang::En, "attr.json").unwrap();
        assert_eq!(list.cards["A-3"].attributes, vec![opcg_engine::Attribute::Ranged]);
        assert!(list.cards["A-1"].attributes.is_empty() && list.cards["A-2"].attributes.is_empty());
    }

    /// 2-7-5. コストはキャラクターカードとイベントカードとステージカードのみが持ちます。
    /// A Leader has no cost: its list's `cost` is its Life.
    #[test]
    fn r2_7_5_a_leader_has_no_cost() {
        let list = parse_str(LIST, Lang::En, "test.json").unwrap();
        assert_eq!((list.cards["TST-001"].cost, list.cards["TST-001"].life), (None, Some(5)));
        assert_eq!((list.cards["TST-002"].cost, list.cards["TST-003"].cost), (Some(2), Some(1)));
    }

    /// 2-9-3. ライフはリーダーカードのみが持ちます。
    /// Only a Leader has Life: the same number in another card's `cost` is its cost.
    #[test]
    fn r2_9_3_only_a_leader_has_life() {
        let list = parse_str(LIST, Lang::En, "test.json").unwrap();
        assert_eq!(list.cards["TST-001"].life, Some(5));
        assert_eq!((list.cards["TST-002"].life, list.cards["TST-003"].life), (None, None));
    }

    #[test]
    fn malformed_json_is_one_clear_error() {
        let errors = parse_str("[{", Lang::Ja, "broken.json").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors[0].message.starts_with("not valid JSON"), "{}", errors[0]);
        let errors = parse_str("{}", Lang::Ja, "object.json").unwrap_err();
        assert_eq!(errors[0].message, "expected an array of cards");
    }

    #[test]
    fn two_languages_merge_into_one_card() {
        let mut en = parse_str(LIST, Lang::En, "en.json").unwrap();
        let ja = parse_str(
            r#"[{"id": "TST-003", "name": "嵐の予報", "category": "Event", "colors": ["Green"], "cost": 1,
                 "attributes": [], "types": ["空賊"], "effect": "-", "trigger": null}]"#,
            Lang::Ja,
            "ja.json",
        )
        .unwrap();
        en.merge(ja);
        let card = &en.cards["TST-003"];
        assert_eq!(card.name(Lang::Ja), "嵐の予報");
        assert_eq!(card.name(Lang::En), "Storm Warning");
    }

    #[test]
    fn folders_skip_packs_and_read_every_list() {
        let dir = std::env::temp_dir().join(format!("opcg-cards-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("packs.json"), r#"{"1": {"id": "1"}}"#).unwrap();
        std::fs::write(dir.join("a.json"), LIST).unwrap();
        let list = read_path(&dir, Lang::En).unwrap();
        assert_eq!(list.cards.len(), 3);
        std::fs::write(dir.join("b.json"), "not json").unwrap();
        let errors = read_path(&dir, Lang::En).unwrap_err();
        assert!(errors[0].source.ends_with("b.json"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
