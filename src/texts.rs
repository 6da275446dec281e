//! The texts the table shows of a card: written where the renderer runs — the build script for
//! the built-in pool (`build.rs`, `builtin-texts.bin`), the worker for every card it reads
//! ([`crate::readings`]) — so the page carries no card-text renderer, which grows with the grammar
//! (`opcg_cards::written`). A card whose texts are not known (it cannot happen for a card the
//! page plays: every card it plays is built in or read) shows its printed text instead.

use std::collections::BTreeMap;

use opcg_cards::CardTexts;
use opcg_engine::effect::Effect;
use opcg_engine::CardDef;

use crate::i18n::Lang;

/// The built-in pool's texts (`build.rs`), in the pool's order.
const BUILTIN_TEXTS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/builtin-texts.bin"));

thread_local! {
    static BUILTIN: BTreeMap<String, CardTexts> = {
        let texts: Vec<CardTexts> = postcard::from_bytes(BUILTIN_TEXTS).unwrap_or_default();
        crate::decks::with_builtin_db(|db| db.iter().map(|(_, d)| d.number.clone()).zip(texts).collect())
    };
}

/// The texts written for `def`: the built-in pool's when it is a built-in card, else the
/// worker's reading's.
fn of(def: &CardDef) -> Option<CardTexts> {
    if crate::decks::with_builtin_db(|db| db.by_number(&def.number) == Some(def)) {
        if let Some(t) = BUILTIN.with(|b| b.get(&def.number).cloned()) {
            return Some(t);
        }
    }
    crate::readings::texts(def)
}

/// What is printed on the card, for a card whose texts are not known.
fn printed(def: &CardDef, lang: Lang) -> (String, Option<String>) {
    crate::decks::printed(&def.number)
        .and_then(|p| p.text(lang).map(|t| (t.effect.clone(), t.trigger.clone())))
        .unwrap_or_else(|| (def.unread.join("\n"), None))
}

/// Two of the texts written for `def` in `lang`, picked by `pick`; the printed text when none
/// were written.
fn written(def: &CardDef, lang: Lang, pick: impl FnOnce(&opcg_cards::written::Written) -> (String, Option<String>)) -> (String, Option<String>) {
    of(def).map_or_else(|| printed(def, lang), |t| pick(t.get(lang)))
}

/// The effect and \[Trigger\] texts on the card's face (keywords are badges there; no
/// reminders).
#[must_use]
pub fn face(def: &CardDef, lang: Lang) -> (String, Option<String>) {
    written(def, lang, |w| (w.face.clone(), w.face_trigger.clone()))
}

/// The engine's whole reading of the card and its \[Trigger\] (the inspector).
#[must_use]
pub fn full(def: &CardDef, lang: Lang) -> (String, Option<String>) {
    written(def, lang, |w| (w.full.clone(), w.trigger.clone()))
}

/// What `def` means to the engine (`opcg_cards::written::digest`), as written with its texts;
/// none for a card whose texts are not known.
#[must_use]
pub fn digest(def: &CardDef) -> Option<u64> {
    of(def).map(|t| t.digest)
}

/// The text of `effect`, an effect of `def`'s text a decision asks about ("you may …", an
/// option of "Choose one"); none when `def` has no such effect.
#[must_use]
pub fn asked(def: &CardDef, effect: &Effect, lang: Lang) -> Option<String> {
    let texts = of(def)?;
    opcg_cards::written::asked_text(def, &texts, effect, lang).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page shows the renderer's texts for every built-in card, without a renderer: those
    /// `build.rs` wrote are the renderer's, card for card.
    #[test]
    fn built_in_texts_are_the_renderers() {
        for (_, def) in crate::decks::builtin_db().iter() {
            for lang in [Lang::En, Lang::Ja] {
                assert_eq!(full(def, lang), opcg_cards::render_card(def, lang), "{}", def.number);
                for e in def.asked_effects() {
                    assert_eq!(asked(def, e, lang), Some(opcg_cards::render_effect(e, lang)), "{}", def.number);
                }
            }
        }
    }

    /// A card that is not the built-in card of its number (an imported one under the same
    /// number, say) does not take the built-in card's texts: it shows what is printed.
    #[test]
    fn a_card_changed_under_a_built_in_number_does_not_take_its_texts() {
        let db = crate::decks::builtin_db();
        let (_, def) = db.iter().find(|(_, d)| !d.abilities.is_empty()).unwrap();
        assert_eq!(of(def), Some(opcg_cards::written::write(def)));
        assert_eq!(digest(def), Some(opcg_cards::written::digest(def)));
        let mut other = def.clone();
        other.abilities.clear();
        assert_eq!(of(&other), None);
        let printed = crate::decks::printed(&def.number).unwrap();
        assert_eq!(face(&other, Lang::Ja).0, printed.text(Lang::Ja).unwrap().effect);
    }
}
